// The last word on every failure: an envelope, never a stack trace or the caller's input.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../deps.ts';
import { InsufficientFunds } from '../domain/ledger.ts';
import { fail, HttpError } from './envelope.ts';

/** The reply a known refusal gets, or null for a fault of ours (answered 500 and logged). */
export function refusalOf(err: unknown): { status: ContentfulStatusCode; message: string } | null {
	if (err instanceof HttpError) return { status: err.status, message: err.message };
	if (err instanceof InsufficientFunds) return { status: 400, message: 'Insufficient balance' };
	if (err instanceof HTTPException && err.status < 500) return { status: err.status, message: 'Bad request' };
	return null;
}

export function errorHandler(logger: Logger) {
	return (err: Error, c: Context) => {
		const refusal = refusalOf(err);
		if (refusal) return fail(c, refusal.status, refusal.message);
		logger.error('unhandled error', { path: c.req.path, error: String(err?.stack ?? err) });
		return fail(c, 500, 'Internal server error');
	};
}

export const notFoundHandler = (c: Context) => fail(c, 404, 'Not found');
