// The caller's address: the socket's, or behind trusted proxies (TRUST_PROXY) the address they saw.
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { forwardedFor } from './trusted-proxies.ts';

export function clientIp(c: Context<AppEnv>): string {
	const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
	const socket = incoming?.socket?.remoteAddress ?? 'local';
	return forwardedFor(socket, c.req.header('x-forwarded-for'), c.get('deps')?.config.trustProxy ?? 0);
}
