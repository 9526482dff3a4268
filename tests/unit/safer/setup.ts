// A safer-play model over a fake server: recorded calls, toasts and logouts.
import { createHttp } from '../../../src/api/http.ts';
import { createSafer } from '../../../src/state/safer/safer-model.ts';
import type { SaferSettings } from '../../../src/state/safer/safer-types.ts';
import { type FakeCall, fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

type Reply = { status?: number; body?: unknown } | Error;
export type Route = (call: FakeCall, n: number) => Reply | Promise<Reply>;

export const ok = (data: unknown) => ({ status: 200, body: { status: 200, message: 'OK', data } });
export const refusal = (status: number, message: string, code = '') => ({
	status,
	body: { status, message, code, data: null },
});

const none = { amount: null, used: null, pending: null };
export const settings = (patch: Partial<SaferSettings> = {}): SaferSettings => ({
	limits: { deposit: { day: none, week: none, month: none }, bet: { day: none, per_bet: none } },
	self_excluded_until: null,
	reality_check_minutes: 0,
	cooling_off_days: 7,
	...patch,
});

export function setup(routes: Record<string, Route>) {
	const seen: Record<string, number> = {};
	const net = fakeFetch((call) => {
		const path = (call.url.split('?')[0] ?? '').replace(/^\/api/, '');
		const key = `${call.method.toUpperCase()} ${path}`;
		const n = seen[key] ?? 0;
		seen[key] = n + 1;
		const route = routes[key];
		return route ? route(call, n) : refusal(404, 'no route');
	});
	const http = createHttp({
		fetch: net.fetch,
		clock: fakeClock(),
		logger: fakeLogger(),
		session: fakeSession().access,
	});
	const state = { online: true, toasts: [] as string[], logouts: 0 };
	const model = createSafer({
		http,
		online: () => state.online,
		notify: (m) => void state.toasts.push(m),
		logout: () => void state.logouts++,
		t: (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key),
	});
	const calls = (method: string, path: string) =>
		net.calls.filter((c) => c.method.toUpperCase() === method && c.url.split('?')[0] === `/api${path}`);
	return { model, state, calls };
}
