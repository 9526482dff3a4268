// Fakes passed into the http client, session model and cache: fetch, clock, logger, session access.

import type { ApiError } from '../../../src/api/errors.ts';
import type { SessionAccess } from '../../../src/api/token-hook.ts';
import type { Logger } from '../../../src/lib/logger.ts';
import { fakeClock as manualClock } from '../../setup/fake-clock.ts';

export interface FakeCall {
	url: string;
	method: string;
	headers: Record<string, string>;
	body: unknown;
}

type Reply = { status?: number; body?: unknown } | Error;
type Handler = (call: FakeCall, index: number) => Reply | Promise<Reply> | 'hang';

/** A fetch that answers from a handler and records every call; 'hang' waits until the signal aborts. */
export function fakeFetch(handler: Handler) {
	const calls: FakeCall[] = [];
	const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
		const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
		const call: FakeCall = {
			url: String(input),
			method: init.method ?? 'GET',
			headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
			body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
		};
		calls.push(call);
		const reply = await handler(call, calls.length - 1);
		if (reply === 'hang') {
			return new Promise<Response>((_, reject) => {
				init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
			});
		}
		if (reply instanceof Error) throw reply;
		const status = reply.status ?? 200;
		return new Response(JSON.stringify(reply.body ?? { status, message: 'ok', data: null }), { status });
	}) as typeof globalThis.fetch;
	return { fetch, calls };
}

/** Timers that fire only when the test moves time forward, from a time that reads as a date. */
export const fakeClock = (start = 1_700_000_000_000) => manualClock(start);

export function fakeLogger(): Logger & { errors: unknown[][]; warnings: unknown[][] } {
	const errors: unknown[][] = [];
	const warnings: unknown[][] = [];
	return { errors, warnings, error: (...a) => void errors.push(a), warn: (...a) => void warnings.push(a) };
}

export function fakeSession(token: string | null = 'access-1', refresh: string | null = 'refresh-1') {
	const state = { token, refresh, expired: 0 };
	const access: SessionAccess = {
		token: () => state.token,
		refreshToken: () => state.refresh,
		setTokens(a, r) {
			state.token = a;
			state.refresh = r;
		},
		expire() {
			state.expired++;
			state.token = null;
			state.refresh = null;
			return 'Login has expired, please log in again.';
		},
	};
	return { state, access };
}

/** Lets pending promise chains run to completion without real waiting. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

export const envelope = (status: number, data: unknown = null, message = status === 200 ? 'ok' : 'failed') => ({
	status,
	body: { status, message, data },
});

/** The error a call failed with; a call that succeeds fails the test. */
export const caught = (promise: Promise<unknown>): Promise<ApiError> =>
	promise.then(
		() => {
			throw new Error('expected the call to fail');
		},
		(error: ApiError) => error,
	);
