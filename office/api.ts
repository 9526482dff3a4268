// The office's calls to /api/staff: the session cookie goes by itself, the X-Office header marks every call
// as the office's own, and a refusal arrives as an ApiError carrying the server's words in the office's language.
export class ApiError extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
	) {
		super(message);
	}
}

export type Call = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

export function createApi(fetcher: typeof fetch, language: () => string, onSignedOut: () => void): Call {
	return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
		const res = await fetcher(`/api/staff${path}`, {
			method,
			credentials: 'same-origin',
			headers: {
				'x-office': '1',
				'accept-language': language() === 'zh' ? 'zh-CN' : 'en',
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			body: body === undefined ? null : JSON.stringify(body),
		});
		const reply = (await res.json().catch(() => null)) as { message?: string; code?: string; data: T } | null;
		if (res.ok && reply) return reply.data;
		if (res.status === 401 && reply?.code === 'staff_session_expired') onSignedOut();
		throw new ApiError(res.status, reply?.code ?? 'internal_error', reply?.message ?? res.statusText);
	};
}
