// Response headers for every reply: a strict CSP for the app, no storing of API data unless a route allows it. A data
// reply (JSON, an event stream, a 304) is never rendered as a page, so it carries the short policy that forbids
// everything: the full one and the framing and opener headers would ride on every poll for nothing.
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

/** For what is never a document: nothing may load from it, frame it or run it. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

const isData = (path: string, type: string | null) =>
	path.startsWith('/api/') && (!type || type.startsWith('application/json') || type.startsWith('text/event-stream'));

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
		h.set('X-Content-Type-Options', 'nosniff');
		if (isData(c.req.path, h.get('Content-Type'))) h.set('Content-Security-Policy', DATA_POLICY);
		else {
			h.set('Content-Security-Policy', csp);
			h.set('Referrer-Policy', 'no-referrer');
			h.set('X-Frame-Options', 'DENY');
			h.set('Cross-Origin-Opener-Policy', 'same-origin');
		}
		// a reply the app polls says how it may be kept (http/conditional.ts); every other API reply is never stored
		if (c.req.path.startsWith('/api/') && !h.has('Cache-Control')) {
			h.set('Cache-Control', 'no-store');
			// what is never stored cannot be told apart by its encoding: Vary would only add bytes to every reply
			if (h.get('Vary') === 'Accept-Encoding') h.delete('Vary');
		}
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
