// Response headers for every reply: a strict CSP for the app, no storing of API data unless a route allows it.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../domain/errors.ts';
import { refuse } from './errors.ts';
import { NO_SHELL, type ShellHeaders } from './shell-headers.ts';

/** The policy for every reply; the inline blocks of index.html are allowed by hash only. */
export const contentSecurityPolicy = ({ styles, scripts }: Pick<ShellHeaders, 'styles' | 'scripts'> = NO_SHELL) =>
	[
		"default-src 'self'",
		["script-src 'self'", ...scripts].join(' '),
		["style-src 'self'", ...styles].join(' '),
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

/** `shell` gives index.html's current headers; it is asked only for HTML replies, the only ones with inline blocks. */
export function securityHeaders(shell: () => ShellHeaders = () => NO_SHELL): MiddlewareHandler {
	let hashes = NO_SHELL;
	let csp = contentSecurityPolicy(hashes);
	return async (c, next) => {
		await next();
		const h = c.res.headers;
		if (h.get('Content-Type')?.startsWith('text/html')) {
			const now = shell();
			if (now !== hashes) [hashes, csp] = [now, contentSecurityPolicy(now)];
			if (now.link) h.set('Link', now.link);
		}
		h.set('Content-Security-Policy', csp);
		h.set('X-Content-Type-Options', 'nosniff');
		h.set('Referrer-Policy', 'no-referrer');
		h.set('X-Frame-Options', 'DENY');
		h.set('Cross-Origin-Opener-Policy', 'same-origin');
		// a reply the app polls says how it may be kept (http/conditional.ts); every other API reply is never stored
		if (c.req.path.startsWith('/api/') && !h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
	};
}

/** Over the limit the rest of the body is never read, so the connection cannot carry another request: say so. */
export const limitBody = (maxSize: number): MiddlewareHandler =>
	bodyLimit({
		maxSize,
		onError: (c) => {
			c.header('Connection', 'close');
			return refuse(c, new DomainError('body_too_large'));
		},
	});
