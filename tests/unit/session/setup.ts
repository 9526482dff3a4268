// Builds a session model over a fake server, fake clock and in-memory storage.
import { createHttp } from '../../../src/api/http.ts';
import { createTokenHook } from '../../../src/api/token-hook.ts';
import { createUserApi } from '../../../src/api/user.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { createSession, tokenAccess } from '../../../src/state/session/session-model.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { envelope, type FakeCall, fakeClock, fakeFetch, fakeLogger } from '../api/fakes.ts';

export const AUTH = { access_token: 'a1', refresh_token: 'r1', user_name: 'demo', user_id: 7 };

type Route = (call: FakeCall) => ReturnType<typeof envelope> | Error;

export function sessionSetup(routes: Record<string, Route> = {}, stored: Record<string, string> = {}) {
	const backing = memoryBacking(stored);
	const clock = fakeClock();
	const logger = fakeLogger();
	const toasts: string[] = [];
	const visited: string[] = [];
	const defaults: Record<string, Route> = {
		'/api/user/signin': () => envelope(200, AUTH),
		'/api/user/register': () => envelope(200, AUTH),
		'/api/user/heartbeat': () => envelope(200),
		'/api/user/logout': () => envelope(200),
		'/api/user/uid': () => envelope(200, 7),
	};
	const net = fakeFetch((call) => {
		const route = routes[call.url.split('?')[0] ?? ''] ?? defaults[call.url.split('?')[0] ?? ''];
		return route ? route(call) : envelope(404);
	});
	// wired as the app wires it (src/api/client.ts, src/state/session/session.ts):
	const tokens = createTokenHook();
	const http = createHttp({ fetch: net.fetch, clock, logger, session: tokens });
	const model = createSession({
		api: createUserApi(http),
		storage: createStorage(backing),
		clock,
		logger,
		navigate: (path) => void visited.push(path),
		toast: (message) => void toasts.push(message),
		t: (key) =>
			({
				'errors.network': 'Network connection error',
				'errors.sessionExpired': 'Login has expired, please log in again.',
			})[key] ?? key,
		deviceId: async () => 'device-1',
	});
	tokens.fill(tokenAccess(model));
	const count = (url: string) => net.calls.filter((c) => c.url === url).length;
	return { session: model, net, clock, logger, toasts, visited, backing, count };
}
