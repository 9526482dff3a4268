// The caller's address: the socket's, or with TRUST_PROXY=n the address the n-th proxy in front of us saw
// (X-Forwarded-For counted from the right, since everything left of what our proxies appended can be forged).
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/** `hops` proxies of ours; the list is read from the right, stopping at its start. */
export function forwardedFor(socket: string, header: string | undefined, hops: number): string {
	if (!hops || !header) return socket;
	const chain = header
		.split(',')
		.map((part) => part.trim())
		.filter(Boolean);
	const fromRight = [socket, ...chain.reverse()];
	return fromRight[Math.min(hops, fromRight.length - 1)]!;
}

export function clientIp(c: Context<AppEnv>): string {
	const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
	const socket = incoming?.socket?.remoteAddress ?? 'local';
	return forwardedFor(socket, c.req.header('x-forwarded-for'), c.get('deps')?.config.trustProxy ?? 0);
}
