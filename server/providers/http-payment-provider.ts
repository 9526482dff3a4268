// A payment provider over HTTPS: POST <PAYMENT_API_URL>/checkout_sessions (contract in server/README.md).
import type { PaymentsConfig } from '../config-providers.ts';
import type { Logger } from '../deps.ts';
import { CheckoutUnavailable, type PaymentProvider } from './payment-provider.ts';
import { type FetchFn, postJson } from './post-json.ts';

interface SessionReply {
	id?: unknown;
	url?: unknown;
	expires_at?: unknown;
}

const isHttpUrl = (s: unknown): s is string =>
	typeof s === 'string' && URL.canParse(s) && /^https?:$/.test(new URL(s).protocol);

export function createHttpPaymentProvider(
	config: PaymentsConfig,
	logger: Logger,
	fetchFn: FetchFn = fetch,
): PaymentProvider {
	const endpoint = `${(config.apiUrl ?? '').replace(/\/+$/, '')}/checkout_sessions`;
	return {
		name: 'http',
		async createCheckout(request) {
			const payload = {
				reference: request.reference,
				amount: request.amount,
				currency: request.currency,
				method: request.method,
				success_url: request.returnUrl,
				cancel_url: request.returnUrl,
				expires_at: request.expiresAt.toISOString(),
				locale: request.language,
			};
			const reply = await postJson(fetchFn, endpoint, config.apiKey ?? '', payload, config.timeoutMs);
			const body = (reply.ok ? reply.body : null) as SessionReply | null;
			if (!reply.ok || typeof body?.id !== 'string' || !body.id || body.id.length > 200 || !isHttpUrl(body.url)) {
				const failure = reply.ok ? 'unusable reply' : reply.failure;
				logger.error('checkout not created', { reference: request.reference, status: reply.status, failure });
				throw new CheckoutUnavailable(`checkout not created: ${failure}`);
			}
			const expires = typeof body.expires_at === 'string' ? new Date(body.expires_at) : request.expiresAt;
			return {
				id: body.id,
				url: body.url,
				expiresAt: Number.isNaN(expires.getTime()) ? request.expiresAt : expires,
			};
		},
	};
}
