// Refusals that say when to come back (RetryLater: 429 for a sign-in delay, 503 for a full hashing queue)
// carry Retry-After.
import type { MiddlewareHandler } from 'hono';
import { RetryLater } from '../domain/retry-later.ts';

/** The error handler builds the reply; this adds the header to it. */
export const retryAfterHeader: MiddlewareHandler = async (c, next) => {
	await next();
	if (c.error instanceof RetryLater) c.res.headers.set('Retry-After', String(Math.max(1, Math.ceil(c.error.seconds))));
};
