// The last word on every failure: an envelope, never a stack trace or the caller's input.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../deps.ts';
import { InsufficientFunds } from '../domain/ledger.ts';
import { fail, HttpError } from './envelope.ts';

export function errorHandler(logger: Logger) {
	return (err: Error, c: Context) => {
		if (err instanceof HttpError) return fail(c, err.status, err.message);
		if (err instanceof InsufficientFunds) return fail(c, 400, 'Insufficient balance');
		if (err instanceof HTTPException && err.status < 500) return fail(c, err.status, 'Bad request');
		logger.error('unhandled error', { path: c.req.path, error: String(err?.stack ?? err) });
		return fail(c, 500, 'Internal server error');
	};
}

export const notFoundHandler = (c: Context) => fail(c, 404, 'Not found');
