import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EXPIRED } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { createTokenHook } from '../../../src/api/token-hook.ts';
import { caught, envelope, fakeClock, fakeFetch, fakeLogger, fakeSession } from './fakes.ts';

const isRefresh = (url: string) => url === '/api/user/refresh_token';

/** A client built on the hook, as src/api/client.ts builds the app's; the session plugs in later. */
function setup(handler: Parameters<typeof fakeFetch>[0] = () => envelope(200)) {
	const net = fakeFetch(handler);
	const hook = createTokenHook();
	const http = createHttp({ fetch: net.fetch, session: hook, clock: fakeClock(), logger: fakeLogger() });
	return { net, hook, http };
}

const Hook = suite('the http client and the session it has not met');

Hook('calls made before the session plugs in go out signed out', async () => {
	const { net, http } = setup();
	await http.get('/events/races');
	assert.is(net.calls[0]?.headers.authorization, undefined, 'a bearer header without a session');
});

Hook('once the session plugs in, its token goes with every call', async () => {
	const { net, hook, http } = setup();
	const session = fakeSession('access-9');
	hook.fill(session.access);
	await http.get('/user/balance');
	assert.is(net.calls[0]?.headers.authorization, 'Bearer access-9');
	session.state.token = 'access-10';
	await http.get('/user/balance');
	assert.is(net.calls[1]?.headers.authorization, 'Bearer access-10', 'the token is read per call, not copied');
});

Hook('a renewed pair goes back to the session, and a refused renewal expires it', async () => {
	let refreshes = 0;
	const { hook, http } = setup((call) => {
		if (isRefresh(call.url)) {
			refreshes++;
			return refreshes === 1 ? envelope(200, { access_token: 'access-2', refresh_token: 'refresh-2' }) : envelope(401);
		}
		return call.headers.authorization === 'Bearer access-2' ? envelope(200) : envelope(401);
	});
	const session = fakeSession('access-1', 'refresh-1');
	hook.fill(session.access);
	await http.get('/user/uid');
	assert.equal([session.state.token, session.state.refresh], ['access-2', 'refresh-2'], 'the rotated pair is stored');
	session.state.token = 'access-stale';
	const error = await caught(http.get('/user/uid'));
	assert.is(error.code, EXPIRED);
	assert.is(session.state.expired, 1, 'the session was told it expired');
	assert.is(error.message, 'Login has expired, please log in again.');
});

Hook.run();
