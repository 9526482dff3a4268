// Every reply is {status, message, data}, and the HTTP status equals the body status; refusals add a stable code.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../domain/error-codes.ts';

interface Envelope<T = unknown> {
	status: number;
	message: string;
	/** Set on refusals only: what went wrong, for code to act on (the message is for the player). */
	code?: ErrorCode;
	data: T;
}

export function ok<T>(c: Context, data: T, message = 'OK') {
	return c.json({ status: 200, message, data } satisfies Envelope<T>, 200);
}

export function fail(
	c: Context,
	status: ContentfulStatusCode,
	code: ErrorCode,
	message: string,
	headers?: Record<string, string>,
) {
	return c.json({ status, message, code, data: null } satisfies Envelope<null>, status, headers);
}
