// Draining: once a stop is asked for, requests already in hand finish, new ones are refused 503 with
// Retry-After (a client retries elsewhere or in a moment, its key intact), every reply closes its
// connection, and live streams are told to reconnect. The listener stays open until no request has
// been in hand for a moment, so a request that reaches us is answered rather than reset.
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../domain/errors.ts';
import type { Drain } from '../drain.ts';
import type { AppEnv } from './app-env.ts';
import { refuse } from './errors.ts';

/** Health checks still answer while draining: /readyz says 503 itself. */
const ALWAYS = new Set(['/healthz', '/readyz']);

export function drainGate(drain: Drain): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		if (drain.draining && !ALWAYS.has(c.req.path)) {
			const res = refuse(c, new DomainError('server_draining'));
			res.headers.set('Retry-After', '2');
			res.headers.set('Connection', 'close');
			return res;
		}
		drain.enter();
		try {
			await next();
		} finally {
			drain.leave();
		}
		if (drain.draining) c.res.headers.set('Connection', 'close');
	};
}
