// The one wrapper every call goes through: bearer header, 60 s timeout, envelope normalising, refresh on 401/402,
// and the reply's `data` checked against the call's schema, once, where it arrives.
import type { GenericSchema } from 'valibot';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { type ApiResult, isAuthFailure, normalise } from './envelope.ts';
import { ABORTED, ApiError, BAD_REPLY, NETWORK, REJECTED, TIMEOUT } from './errors.ts';
import { createRefresher } from './refresh.ts';
import type { TabLocks } from './refresh-turn.ts';
import { checkReply } from './reply-check.ts';
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
	/** The shape the reply's `data` must have; a reply that does not fit fails with BAD_REPLY and its output is used. */
	schema?: GenericSchema;
}

export interface HttpDeps {
	fetch: typeof fetch;
	session: SessionAccess;
	clock: Clock;
	logger: Logger;
	baseURL?: string;
	/** Web Locks for one refresh across tabs; defaults to the browser's (tests pass fakes). */
	locks?: TabLocks | null;
	/** Player-facing text for a failure without a usable reply; read per call so a language switch applies. */
	describe?: (code: Described) => string;
	/** Milliseconds before a call gives up (the spec's 60 s unless set; tests set a short one). */
	deadline?: number;
	/** The player's language, sent as Accept-Language so the server's refusals come in it; read per call. */
	language?: () => string;
}

export type Http = ReturnType<typeof createHttp>;

type Described = typeof TIMEOUT | typeof ABORTED | typeof NETWORK | typeof BAD_REPLY;

const english = {
	[TIMEOUT]: 'Request timed out',
	[ABORTED]: 'Request cancelled',
	[NETWORK]: 'Network connection error',
	[BAD_REPLY]: 'The reply could not be read',
};

/** What redaxios did for us, on fetch directly (docs/frontend.md has what that saved): url, query, JSON both ways. */
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
		const timer = deps.clock.setTimeout(
			() => {
				timedOut = true;
				controller.abort();
			},
			config.timeout ?? deps.deadline ?? REQUEST_TIMEOUT,
		);
		const onAbort = () => controller.abort();
		config.signal?.addEventListener('abort', onAbort);
		const token = deps.session.token();
		const headers: Record<string, string> = { ...config.headers };
		if (token) headers.Authorization = `Bearer ${token}`;
		const language = deps.language?.();
		if (language) headers['Accept-Language'] = language;
		if (config.idempotencyKey) headers['Idempotency-Key'] = config.idempotencyKey;
		// the status of a 2xx reply that came cut short, kept on its failure: a money send checks what became of it
		let cutShort = 0;
		try {
			if (config.signal?.aborted) throw new ApiError(ABORTED, describe(ABORTED));
			const response = await call(deps.fetch, base, config, headers, controller.signal);
			// a body that is no envelope (a proxy's page, cut short or garbled on the way) says nothing of the outcome:
			const body = response.data as { status?: unknown } | null;
			if (typeof body?.status !== 'number') {
				// a 2xx cut short is as good as no reply: kept for the retry like a dropped connection
				if (response.status < 300) {
					cutShort = response.status;
					throw new Error('unreadable reply');
				}
				// a proxy's error page is a reply that could not be read; a bare 401/402 still goes on to the refresh:
				if (response.status !== 401 && response.status !== 402) {
					deps.logger.error(`request ${config.url}: no envelope in the HTTP ${response.status} reply`);
					throw new ApiError(BAD_REPLY, `HTTP ${response.status}`, response.status, response.status);
				}
			}
			return normalise<T>(response.status, response.data);
		} catch (error) {
			if (error instanceof ApiError) throw error;
			const code = timedOut ? TIMEOUT : controller.signal.aborted ? ABORTED : NETWORK;
			deps.logger.error(`request ${config.url} failed:`, code, error);
			throw new ApiError(code, describe(code), 0, cutShort);
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
		if (!config.schema) return result;
		const checked = checkReply(config.url, config.schema, result.data, deps.logger);
		if (checked) return { ...result, data: checked.output as T };
		throw new ApiError(BAD_REPLY, describe(BAD_REPLY), result.status, result.httpStatus);
	}

	return {
		request,
		get: <T>(url: string, config: Omit<RequestConfig, 'url' | 'method'> = {}) =>
			request<T>({ ...config, url, method: 'get' }),
		post: <T>(url: string, data?: unknown, config: Omit<RequestConfig, 'url' | 'method' | 'data'> = {}) =>
			request<T>({ ...config, url, method: 'post', data }),
	};
}
