// The one wrapper every call goes through: bearer header, 60 s timeout, envelope normalising, refresh on 401/402.
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { type ApiResult, isAuthFailure, normalise } from './envelope.ts';
import { ABORTED, ApiError, NETWORK, REJECTED, TIMEOUT } from './errors.ts';
import { createRefresher } from './refresh.ts';
import type { TabLocks } from './refresh-turn.ts';
import type { SessionAccess } from './token-hook.ts';

const REQUEST_TIMEOUT = 60_000;

export interface RequestConfig {
	method?: 'get' | 'post';
	url: string;
	params?: Record<string, string | number>;
	data?: unknown;
	headers?: Record<string, string>;
	/** Sent as the Idempotency-Key header, unchanged on every retry of this call. */
	idempotencyKey?: string;
	signal?: AbortSignal;
	timeout?: number;
	/** false for calls that must never trigger a refresh (sign-in, register, the refresh itself). */
	refresh?: boolean;
}

export interface HttpDeps {
	fetch: typeof fetch;
	session: SessionAccess;
	clock: Clock;
	logger: Logger;
	baseURL?: string;
	/** Web Locks for one refresh across tabs; defaults to the browser's (tests pass fakes). */
	locks?: TabLocks | null;
	/** Player-facing text for a failure without a reply; read per call so a language switch applies. */
	describe?: (code: typeof TIMEOUT | typeof ABORTED | typeof NETWORK) => string;
	/** The player's language, sent as Accept-Language so the server's refusals come in it; read per call. */
	language?: () => string;
}

export type Http = ReturnType<typeof createHttp>;

const english = {
	[TIMEOUT]: 'Request timed out',
	[ABORTED]: 'Request cancelled',
	[NETWORK]: 'Network connection error',
};

/** What redaxios did for us, on fetch directly (docs/performance.md has what that saved): url, query, JSON both ways. */
async function call(
	fetcher: typeof fetch,
	base: string,
	config: RequestConfig,
	headers: Record<string, string>,
	signal: AbortSignal,
): Promise<{ status: number; data: unknown }> {
	let url = `${base}/${config.url.replace(/^\//, '')}`;
	if (config.params) {
		const query = new URLSearchParams(Object.entries(config.params).map(([k, v]) => [k, String(v)]));
		url += `${url.includes('?') ? '&' : '?'}${query}`;
	}
	let body: string | undefined;
	if (config.data !== undefined && config.data !== null) {
		body = JSON.stringify(config.data);
		headers['content-type'] = 'application/json';
	}
	const response = await fetcher(url, { method: (config.method ?? 'get').toUpperCase(), headers, body, signal });
	const text = await response.text();
	let data: unknown = text;
	try {
		data = JSON.parse(text);
	} catch {}
	return { status: response.status, data };
}

export function createHttp(deps: HttpDeps) {
	const base = deps.baseURL ?? '/api';
	const describe = deps.describe ?? ((code: keyof typeof english) => english[code]);

	/** One attempt: resolves with the normalised reply whatever its status; rejects only when no reply came. */
	async function send<T>(config: RequestConfig): Promise<ApiResult<T>> {
		const controller = new AbortController();
		let timedOut = false;
		const timer = deps.clock.setTimeout(() => {
			timedOut = true;
			controller.abort();
		}, config.timeout ?? REQUEST_TIMEOUT);
		const onAbort = () => controller.abort();
		config.signal?.addEventListener('abort', onAbort);
		const token = deps.session.token();
		const headers: Record<string, string> = { ...config.headers };
		if (token) headers.Authorization = `Bearer ${token}`;
		const language = deps.language?.();
		if (language) headers['Accept-Language'] = language;
		if (config.idempotencyKey) headers['Idempotency-Key'] = config.idempotencyKey;
		try {
			if (config.signal?.aborted) throw new ApiError(ABORTED, describe(ABORTED));
			const response = await call(deps.fetch, base, config, headers, controller.signal);
			// a 2xx whose body is no envelope (cut short or garbled on the way) says nothing of the outcome:
			const body = response.data as { status?: unknown } | null;
			if (response.status < 300 && typeof body?.status !== 'number') throw new Error('unreadable reply');
			return normalise<T>(response.status, response.data);
		} catch (error) {
			if (error instanceof ApiError) throw error;
			const code = timedOut ? TIMEOUT : controller.signal.aborted ? ABORTED : NETWORK;
			deps.logger.error(`request ${config.url} failed:`, code, error);
			throw new ApiError(code, describe(code));
		} finally {
			deps.clock.clearTimeout(timer);
			config.signal?.removeEventListener('abort', onAbort);
		}
	}

	const refresher = createRefresher({
		send,
		session: deps.session,
		logger: deps.logger,
		locks: deps.locks,
		now: () => deps.clock.now(),
	});

	/** Any non-200 reply is raised as an ApiError carrying status, message and data. */
	async function request<T>(config: RequestConfig): Promise<ApiResult<T>> {
		const sentWith = deps.session.token();
		let result = await send<T>(config);
		if (config.refresh !== false && isAuthFailure(result)) {
			// a refresh that finished while this call was out already fixed it; only refresh for the token we used:
			if (deps.session.token() === sentWith) await refresher.refresh();
			result = await send<T>(config);
		}
		if (result.status !== 200 || result.httpStatus !== 200) {
			throw new ApiError(
				REJECTED,
				result.message || `HTTP ${result.httpStatus}`,
				result.status,
				result.httpStatus,
				result.data,
				result.reason,
			);
		}
		return result;
	}

	return {
		request,
		get: <T>(url: string, config: Omit<RequestConfig, 'url' | 'method'> = {}) =>
			request<T>({ ...config, url, method: 'get' }),
		post: <T>(url: string, data?: unknown, config: Omit<RequestConfig, 'url' | 'method' | 'data'> = {}) =>
			request<T>({ ...config, url, method: 'post', data }),
	};
}
