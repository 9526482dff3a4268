// The caller's address as the socket reports it (no proxy headers: they can be forged).
import type { Context } from 'hono';

export function clientIp(c: Context): string {
	const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
	return incoming?.socket?.remoteAddress ?? 'local';
}
