// Every reply is {status, message, data}, and the HTTP status equals the body status.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Envelope<T = unknown> {
	status: number;
	message: string;
	data: T;
}

/** A failure a player or operator may see; the message must never echo their input. */
export class HttpError extends Error {
	constructor(
		readonly status: ContentfulStatusCode,
		message: string,
	) {
		super(message);
	}
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Login has expired, please log in again.') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

export function ok<T>(c: Context, data: T, message = 'OK') {
	return c.json({ status: 200, message, data } satisfies Envelope<T>, 200);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string) {
	return c.json({ status, message, data: null } satisfies Envelope<null>, status);
}
