// One access line per request (never a token: the path without its query, the route's pattern), a
// request id on every reply and log line, and the same figures for /metrics.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ErrorCode } from '../domain/error-codes.ts';
import { DomainError } from '../domain/errors.ts';
import type { Metrics } from '../metrics.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './client-ip.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Refusals an operator should see in the log as security events. */
const SECURITY: Partial<Record<ErrorCode, string>> = {
	wrong_credentials: 'signin_failed',
	rate_limited: 'limiter_hit',
	// an address that had the most waiting for the hashing queue gave way: a flood's mark
	signin_address_busy: 'limiter_hit',
	operator_token_required: 'operator_token_wrong',
};

/** The name a failed sign-in tried (the body was read already and is cached); never the password. */
async function triedName(c: Context<AppEnv>): Promise<string | undefined> {
	try {
		const name = (JSON.parse(await c.req.text()) as { user_name?: unknown }).user_name;
		return typeof name === 'string' ? name.slice(0, 64) : undefined;
	} catch {
		return undefined;
	}
}

/** A proxy of ours may name the request (X-Request-Id); from anyone else the header could be forged. */
function requestIdOf(c: Context<AppEnv>): string {
	const trust = c.get('deps').config.trustProxy;
	const behindProxy = typeof trust === 'number' ? trust > 0 : trust.length > 0;
	const given = behindProxy ? c.req.header('x-request-id') : undefined;
	return given && REQUEST_ID.test(given) ? given : randomUUID();
}

export function requestLog(metrics: Metrics | undefined): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		const started = performance.now();
		const id = requestIdOf(c);
		c.set('requestId', id);
		try {
			await next();
			const event = c.error instanceof DomainError ? SECURITY[c.error.code as ErrorCode] : undefined;
			if (event) {
				const name = event === 'signin_failed' ? await triedName(c) : undefined;
				securityEvent(c, event, { route: c.req.routePath, ...(name === undefined ? {} : { user_name: name }) });
			}
		} finally {
			// a support report names a refusal's id; a poll that went well would carry its id for nobody to read
			if (c.res.status >= 400 || !c.req.path.startsWith('/api/')) c.header('X-Request-Id', id);
			const ms = performance.now() - started;
			// a path that matched no route is named by the 404 alone, so scanners cannot fill /metrics:
			const route = c.res.status === 404 && c.req.routePath === '/*' ? 'unmatched' : c.req.routePath;
			c.get('deps').logger.info('request', {
				request_id: id,
				method: c.req.method,
				route,
				path: c.req.path,
				status: c.res.status,
				ms: Math.round(ms * 10) / 10,
				ip: clientIp(c),
			});
			metrics?.request(c.req.method, route, c.res.status, ms / 1000, c.res.headers.has('idempotent-replayed'));
		}
	};
}

/** A security event: a warn line with the request's id and address (never the secret that was tried). */
function securityEvent(c: Context<AppEnv>, event: string, fields: Record<string, unknown> = {}) {
	const { logger } = c.get('deps');
	logger.warn('security', { event, request_id: c.get('requestId'), ip: clientIp(c), ...fields });
	c.get('deps').metrics?.security(event);
}
