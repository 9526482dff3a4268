// One error shape for every failed call, so pages and models read status, message and data the same way.
export const TIMEOUT = 'ETIMEDOUT';
export const ABORTED = 'ECONNABORTED';
export const NETWORK = 'ENETWORK';
export const REJECTED = 'EREJECTED';
export const EXPIRED = 'ESESSION';
/** A reply came but could not be read: no envelope (a proxy's page, cut short) or `data` not of the agreed shape. */
export const BAD_REPLY = 'EREPLY';

export type ErrorCode =
	| typeof TIMEOUT
	| typeof ABORTED
	| typeof NETWORK
	| typeof REJECTED
	| typeof EXPIRED
	| typeof BAD_REPLY;

// `declare` fields, set in the constructor: ES2020 has no class fields, and down-levelling them pulls a Babel helper into the first load.
export class ApiError extends Error {
	declare readonly code: ErrorCode;
	/** Body status when the server sent an envelope, else the HTTP status (0 when no reply came). */
	declare readonly status: number;
	declare readonly httpStatus: number;
	declare readonly data: unknown;
	/** The server's stable refusal code, e.g. 'insufficient_balance'; '' when none came. */
	declare readonly reason: string;

	constructor(code: ErrorCode, message: string, status = 0, httpStatus = 0, data: unknown = null, reason = '') {
		super(message);
		this.name = 'ApiError';
		this.code = code;
		this.status = status;
		this.httpStatus = httpStatus;
		this.data = data;
		this.reason = reason;
	}
}

export function isApiError(error: unknown): error is ApiError {
	return error instanceof ApiError;
}
