// Draining: once a stop is asked for, requests already in hand finish, new ones are refused 503 with
// Retry-After (a client retries elsewhere or in a moment, its key intact), every reply closes its
// connection, and live streams are told to reconnect. The listener stays open until no request has
// been in hand for a moment, so a request that reaches us is answered rather than reset.
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../domain/errors.ts';
import type { AppEnv } from './app-env.ts';
import { refuse } from './errors.ts';

export interface Drain {
	readonly draining: boolean;
	/** aborted when the drain begins: long-lived replies (event streams) end on it. */
	readonly signal: AbortSignal;
	begin(): void;
	/** requests being answered now (an event stream counts until its reply starts). */
	readonly inFlight: number;
	enter(): void;
	leave(): void;
	/** resolves once no request has been in hand for `quietMs`: the moment to stop listening. */
	quiet(quietMs: number): Promise<void>;
}

export function createDrain(): Drain {
	const stop = new AbortController();
	let inFlight = 0;
	let lastLeft = performance.now();
	const waiting = new Set<() => void>();
	return {
		get draining() {
			return stop.signal.aborted;
		},
		signal: stop.signal,
		begin: () => stop.abort(),
		get inFlight() {
			return inFlight;
		},
		enter() {
			inFlight++;
		},
		leave() {
			inFlight--;
			lastLeft = performance.now();
			if (!inFlight) for (const wake of waiting) wake();
		},
		async quiet(quietMs) {
			for (;;) {
				if (inFlight) await new Promise<void>((resolve) => waiting.add(resolve)).finally(() => waiting.clear());
				const left = lastLeft + quietMs - performance.now();
				if (!inFlight && left <= 0) return;
				await new Promise((resolve) => setTimeout(resolve, Math.max(left, 10)));
			}
		},
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
		drain.enter();
		try {
			await next();
		} finally {
			drain.leave();
		}
		if (drain.draining) c.res.headers.set('Connection', 'close');
	};
}
