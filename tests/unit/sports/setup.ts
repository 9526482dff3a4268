// A sports, shop or invite model over a fake server: recorded calls, toasts, balance refreshes and storage.

import type { SportEvent } from '../../../shared/sports/sport-types.ts';
import { createHttp } from '../../../src/api/http.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import type { ModelDeps } from '../../../src/state/common/model-deps.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { type FakeCall, fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

type Reply = { status?: number; body?: unknown } | Error;
export type Route = (call: FakeCall, index: number) => Reply | Promise<Reply> | 'hang';

export function fakeServer(routes: Record<string, Route>) {
	const seen: Record<string, number> = {};
	const net = fakeFetch((call) => {
		const path = (call.url.split('?')[0] ?? '').replace(/^\/api/, '');
		const route = routes[`${call.method.toUpperCase()} ${path}`];
		const n = seen[path] ?? 0;
		seen[path] = n + 1;
		return route ? route(call, n) : { status: 404, body: { status: 404, message: 'no route', data: null } };
	});
	const http = createHttp({
		fetch: net.fetch,
		clock: fakeClock(),
		logger: fakeLogger(),
		session: fakeSession().access,
	});
	const calls = (method: string, path: string) =>
		net.calls.filter((c) => c.method.toUpperCase() === method && c.url.split('?')[0] === `/api${path}`);
	return { http, net, calls };
}

/** Deps a model gets in the app, as fakes: `online` and keys are switchable, messages are recorded. */
export function fakeDeps(backing = memoryBacking()) {
	let keys = 0;
	const state = { online: true, toasts: [] as string[], balanceRefreshes: 0 };
	const deps: ModelDeps = {
		storage: createStorage(backing),
		online: () => state.online,
		newKey: () => `key-${++keys}`,
		notify: (m) => void state.toasts.push(m),
		refreshBalance: () => void state.balanceRefreshes++,
		t: (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key),
	};
	return { deps, state, backing };
}

export const ok = (data: unknown) => ({ status: 200, body: { status: 200, message: 'OK', data } });
export const refusal = (status: number, message: string, code = '') => ({
	status,
	body: { status, message, code, data: null },
});

/** One football event with a match-result and an over/under market. */
export const sportEvent = (homeOdds = 2.1): SportEvent => ({
	id: 7,
	sport: 'football',
	league: 'Premier Cup',
	home: 'Red Lions',
	away: 'Blue Harbour',
	starts_at: '2030-01-01T12:00:00.000Z',
	status: 'open',
	markets: [
		{
			id: 70,
			kind: 'match_result',
			name: 'Match result',
			line: null,
			selections: [
				{ id: 701, code: 'home', name: 'Red Lions', odds: homeOdds },
				{ id: 702, code: 'draw', name: 'Draw', odds: 3.3 },
				{ id: 703, code: 'away', name: 'Blue Harbour', odds: 3.05 },
			],
		},
		{
			id: 71,
			kind: 'over_under',
			name: 'Over/Under',
			line: 2.5,
			selections: [
				{ id: 711, code: 'over', name: 'Over 2.5', odds: 1.95 },
				{ id: 712, code: 'under', name: 'Under 2.5', odds: 1.87 },
			],
		},
	],
});
