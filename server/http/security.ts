// Response headers for every reply: a strict CSP for the app, no caching of API data.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './envelope.ts';

const CSP = [
	"default-src 'self'",
	"script-src 'self'",
	"style-src 'self'",
	"connect-src 'self'",
	"img-src 'self' data: blob:",
	"media-src 'self' blob:",
	"font-src 'self'",
	"worker-src 'self'",
	"manifest-src 'self'",
	"object-src 'none'",
	"frame-ancestors 'none'",
	"base-uri 'none'",
	"form-action 'self'",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
	await next();
	const h = c.res.headers;
	h.set('Content-Security-Policy', CSP);
	h.set('X-Content-Type-Options', 'nosniff');
	h.set('Referrer-Policy', 'no-referrer');
	h.set('X-Frame-Options', 'DENY');
	h.set('Cross-Origin-Opener-Policy', 'same-origin');
	if (c.req.path.startsWith('/api/')) h.set('Cache-Control', 'no-store');
};

export const limitBody = (maxSize: number): MiddlewareHandler =>
	bodyLimit({ maxSize, onError: (c) => fail(c, 413, 'Request body is too large') });
