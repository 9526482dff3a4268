// One error shape for every failed call, so pages and models read status, message and data the same way.
export const TIMEOUT = 'ETIMEDOUT';
export const ABORTED = 'ECONNABORTED';
export const NETWORK = 'ENETWORK';
export const REJECTED = 'EREJECTED';
export const EXPIRED = 'ESESSION';

export type ErrorCode = typeof TIMEOUT | typeof ABORTED | typeof NETWORK | typeof REJECTED | typeof EXPIRED;

export class ApiError extends Error {
	readonly code: ErrorCode;
	/** Body status when the server sent an envelope, else the HTTP status (0 when no reply came). */
	readonly status: number;
	readonly httpStatus: number;
	readonly data: unknown;

	constructor(code: ErrorCode, message: string, status = 0, httpStatus = 0, data: unknown = null) {
		super(message);
		this.name = 'ApiError';
		this.code = code;
		this.status = status;
		this.httpStatus = httpStatus;
		this.data = data;
	}
}

export function isApiError(error: unknown): error is ApiError {
	return error instanceof ApiError;
}
