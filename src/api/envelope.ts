// Normalises both contracts: HTTP status = body status, and the legacy HTTP 200 with a non-200 body status.
export interface ApiResult<T = unknown> {
	status: number;
	message: string;
	data: T;
	httpStatus: number;
	/** The server's stable refusal code (`code` beside `message`); '' when the reply had none. */
	reason: string;
}

export function normalise<T>(httpStatus: number, body: unknown): ApiResult<T> {
	const envelope = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
	const bodyStatus = typeof envelope?.status === 'number' ? envelope.status : null;
	// a failing HTTP status wins over a body that claims success (proxies, gateways):
	const status = httpStatus >= 300 || bodyStatus == null ? httpStatus : bodyStatus;
	const message = typeof envelope?.message === 'string' ? envelope.message : '';
	const data = (envelope && 'data' in envelope ? envelope.data : null) as T;
	const reason = typeof envelope?.code === 'string' ? envelope.code : '';
	return { status, message, data, httpStatus, reason };
}

export function isOk(result: ApiResult): boolean {
	return result.httpStatus === 200 && result.status === 200;
}

/** The access token is no longer good, whichever contract said so. */
export function isAuthFailure(result: ApiResult): boolean {
	return [401, 402].includes(result.httpStatus) || [401, 402].includes(result.status);
}
