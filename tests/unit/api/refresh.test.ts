import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EXPIRED } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { caught, envelope, type FakeCall, fakeClock, fakeFetch, fakeLogger, fakeSession, flush } from './fakes.ts';

const isRefresh = (call: FakeCall) => call.url === '/api/user/refresh_token';

/** A server whose access token 'access-2' is good; refresh swaps refresh-1 for the pair access-2/refresh-2. */
function server(options: { refreshStatus?: number; expireStatus?: number; alwaysReject?: boolean } = {}) {
	let releaseRefresh: () => void = () => {};
	const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
	const net = fakeFetch(async (call) => {
		if (isRefresh(call)) {
			await refreshGate;
			if (options.refreshStatus && options.refreshStatus !== 200) return envelope(options.refreshStatus);
			return envelope(200, { access_token: 'access-2', refresh_token: 'refresh-2' });
		}
		const good = call.headers.authorization === 'Bearer access-2' && !options.alwaysReject;
		return good ? envelope(200, call.url) : envelope(options.expireStatus ?? 401);
	});
	const logger = fakeLogger();
	const session = fakeSession('access-1', 'refresh-1');
	const http = createHttp({ fetch: net.fetch, session: session.access, clock: fakeClock(), logger });
	return { http, net, session, releaseRefresh };
}

// ---
const Refresh = suite('token refresh');

for (const concurrent of [1, 2, 8]) {
	Refresh(`${concurrent} concurrent 401 replies share exactly one refresh and each call is retried once`, async () => {
		const { http, net, session, releaseRefresh } = server();
		const calls = Array.from({ length: concurrent }, (_, i) => http.get<string>(`/user/item-${i}`));
		await flush();
		releaseRefresh();
		const results = await Promise.all(calls);
		assert.is(net.calls.filter(isRefresh).length, 1, 'more than one refresh was sent');
		assert.equal(
			results.map((r) => r.data),
			calls.map((_, i) => `/api/user/item-${i}`),
		);
		assert.is(net.calls.length, concurrent * 2 + 1, 'each call should go out exactly twice');
		assert.equal(session.state, { token: 'access-2', refresh: 'refresh-2', expired: 0 }, 'both rotated tokens stored');
	});
}

Refresh('a 402 reply also refreshes', async () => {
	const { http, net, releaseRefresh } = server({ expireStatus: 402 });
	releaseRefresh();
	await http.get('/user/balance');
	assert.is(net.calls.filter(isRefresh).length, 1);
});

Refresh('a legacy HTTP 200 reply with body status 401 also refreshes', async () => {
	const legacy = fakeFetch((call, i) =>
		isRefresh(call)
			? envelope(200, { access_token: 'access-2', refresh_token: 'refresh-2' })
			: i === 0
				? { status: 200, body: { status: 401, message: 'expired', data: null } }
				: envelope(200, 'fine'),
	);
	const session = fakeSession();
	const client = createHttp({ fetch: legacy.fetch, session: session.access, clock: fakeClock(), logger: fakeLogger() });
	const result = await client.get('/user/uid');
	assert.is(result.data, 'fine');
	assert.is(legacy.calls.filter(isRefresh).length, 1);
});

Refresh('the refresh call sends the stored refresh token without a retry loop of its own', async () => {
	const { http, net, releaseRefresh } = server();
	releaseRefresh();
	await http.get('/user/uid');
	const refresh = net.calls.find(isRefresh);
	assert.equal(refresh?.body, { refresh_token: 'refresh-1' });
});

Refresh('a second 401 after a successful refresh fails the call without another refresh', async () => {
	const { http, net, session, releaseRefresh } = server({ alwaysReject: true });
	releaseRefresh();
	const error = await caught(http.get('/user/uid'));
	assert.is(error.status, 401);
	assert.is(net.calls.filter(isRefresh).length, 1, 'refreshed more than once for one call');
	assert.is(net.calls.length, 3, 'the call was retried more than once');
	assert.is(session.state.expired, 0, 'a failed retry is not an expired session');
});

Refresh('money posts keep their Idempotency-Key header on the retry', async () => {
	const { http, net, releaseRefresh } = server();
	releaseRefresh();
	await http.post('/order/place-order', { amount: 5 }, { idempotencyKey: 'bet-123' });
	const orders = net.calls.filter((c) => c.url === '/api/order/place-order');
	assert.is(orders.length, 2);
	assert.equal(
		orders.map((c) => c.headers['idempotency-key']),
		['bet-123', 'bet-123'],
	);
	assert.equal(orders[1]?.body, { amount: 5 });
});

Refresh('a refused refresh expires the session once and fails every waiting call with the message', async () => {
	const { http, net, session, releaseRefresh } = server({ refreshStatus: 401 });
	const calls = [1, 2, 3].map((i) => caught(http.get(`/user/item-${i}`)));
	await flush();
	releaseRefresh();
	const errors = await Promise.all(calls);
	for (const error of errors) {
		assert.is(error.code, EXPIRED);
		assert.is(error.message, 'Login has expired, please log in again.');
	}
	assert.is(session.state.expired, 1, 'the session should be expired exactly once');
	assert.is(net.calls.filter(isRefresh).length, 1);
});

Refresh('without a refresh token the session expires without calling refresh', async () => {
	const { http, net, session } = server();
	session.state.refresh = null;
	const error = await caught(http.get('/user/uid'));
	assert.is(error.code, EXPIRED);
	assert.is(session.state.expired, 1);
	assert.is(net.calls.filter(isRefresh).length, 0);
});

Refresh('a refresh that fails on the network also expires the session', async () => {
	const net = fakeFetch((call) => (isRefresh(call) ? new TypeError('offline') : envelope(401)));
	const session = fakeSession();
	const http = createHttp({ fetch: net.fetch, session: session.access, clock: fakeClock(), logger: fakeLogger() });
	const error = await caught(http.get('/user/uid'));
	assert.is(error.code, EXPIRED);
	assert.is(session.state.expired, 1);
});

Refresh('calls opted out of refresh (sign-in) fail with their own 401', async () => {
	const { http, net } = server();
	const error = await caught(http.post('/user/signin', {}, { refresh: false }));
	assert.is(error.status, 401);
	assert.is(net.calls.filter(isRefresh).length, 0);
});

Refresh('a 401 for a token already replaced is retried with the new token without refreshing again', async () => {
	const { http, net, session, releaseRefresh } = server();
	releaseRefresh();
	await http.get('/user/a');
	session.state.token = 'access-1';
	const late = http.get('/user/b');
	session.state.token = 'access-2';
	await late;
	assert.is(net.calls.filter(isRefresh).length, 1);
});

Refresh.run();
