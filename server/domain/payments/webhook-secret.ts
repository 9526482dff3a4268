// The secret webhooks are signed with: the configured one, or in demo mode one derived from the
// JWT secret, which every process of one database shares, so any of them can check the demo's events.
import { createHmac } from 'node:crypto';
import type { Deps } from '../../deps.ts';

export function webhookSecret(deps: Pick<Deps, 'config' | 'secrets' | 'payments'>): string | null {
	if (deps.config.payments.webhookSecret) return deps.config.payments.webhookSecret;
	if (deps.payments?.name !== 'demo') return null;
	return createHmac('sha256', deps.secrets.jwtKey).update('demo payment webhook').digest('base64url');
}
