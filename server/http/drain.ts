// Draining: once a stop is asked for, requests already in hand finish, new ones are refused 503 with
// Retry-After (a client retries elsewhere or in a moment, its key intact), every reply closes its
// connection, and live streams are told to reconnect.
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../domain/errors.ts';
import type { AppEnv } from './app-env.ts';
import { refuse } from './errors.ts';

export interface Drain {
	readonly draining: boolean;
	/** aborted when the drain begins: long-lived replies (event streams) end on it. */
	readonly signal: AbortSignal;
	begin(): void;
}

export function createDrain(): Drain {
	const stop = new AbortController();
	return {
		get draining() {
			return stop.signal.aborted;
		},
		signal: stop.signal,
		begin: () => stop.abort(),
	};
}

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
		await next();
		if (drain.draining) c.res.headers.set('Connection', 'close');
	};
}
