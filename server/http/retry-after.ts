// Refusals that say when to come back: 429 (a sign-in delay) and 503 (hashing queue full) carry Retry-After.
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../domain/errors.ts';

export class RetryLater extends DomainError<'rate_limited' | 'server_busy' | 'signin_needs_code'> {
	constructor(
		code: 'rate_limited' | 'server_busy' | 'signin_needs_code',
		readonly seconds: number,
	) {
		super(code);
	}
}

/** The error handler builds the reply; this adds the header to it. */
export const retryAfterHeader: MiddlewareHandler = async (c, next) => {
	await next();
	if (c.error instanceof RetryLater) c.res.headers.set('Retry-After', String(Math.max(1, Math.ceil(c.error.seconds))));
};
