import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ABORTED, NETWORK, REJECTED, TIMEOUT } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { caught, envelope, fakeClock, fakeFetch, fakeLogger, fakeSession, flush } from './fakes.ts';

function setup(handler: Parameters<typeof fakeFetch>[0], token: string | null = 'access-1') {
	const net = fakeFetch(handler);
	const clock = fakeClock();
	const logger = fakeLogger();
	const session = fakeSession(token);
	const http = createHttp({ fetch: net.fetch, session: session.access, clock, logger });
	return { http, net, clock, logger, session };
}

// ---
const Http = suite('http client');

Http('calls /api with the bearer header when a token is stored', async () => {
	const { http, net } = setup(() => envelope(200, 42));
	const result = await http.get<number>('/user/balance');
	assert.is(result.data, 42);
	assert.is(net.calls[0]?.url, '/api/user/balance');
	assert.is(net.calls[0]?.headers.authorization, 'Bearer access-1');
});

Http('sends no authorization header without a token', async () => {
	const { http, net } = setup(() => envelope(200), null);
	await http.get('/events/races');
	assert.is(net.calls[0]?.headers.authorization, undefined, 'anonymous call carried a bearer header');
});

Http('serialises query params and JSON bodies', async () => {
	const { http, net } = setup(() => envelope(200));
	await http.get('/events/day_table', { params: { day: '2025-01-02', event_type: 'Races' } });
	await http.post('/user/signin', { user_name: 'demo' });
	assert.is(net.calls[0]?.url, '/api/events/day_table?day=2025-01-02&event_type=Races');
	assert.equal(net.calls[1]?.body, { user_name: 'demo' });
	assert.is(net.calls[1]?.method, 'POST');
});

Http('raises the server message for an HTTP error status with its envelope', async () => {
	const { http } = setup(() => envelope(422, { field: 'phone' }, 'phone is invalid'));
	const error = await caught(http.post('/user/send_code', {}));
	assert.is(error.code, REJECTED);
	assert.is(error.message, 'phone is invalid');
	assert.is(error.status, 422);
	assert.equal(error.data, { field: 'phone' });
});

Http('raises a legacy HTTP 200 reply whose body status is not 200', async () => {
	const { http } = setup(() => ({ status: 200, body: { status: 500, message: 'user exists', data: null } }));
	const error = await caught(http.post('/user/register', {}));
	assert.is(error.status, 500, 'body status must win on HTTP 200');
	assert.is(error.httpStatus, 200);
	assert.is(error.message, 'user exists');
});

Http('a non-envelope error body still fails with the HTTP status', async () => {
	const { http } = setup(() => ({ status: 502, body: 'Bad gateway' }));
	const error = await caught(http.get('/user/uid'));
	assert.is(error.status, 502);
	assert.is(error.message, 'HTTP 502');
});

Http('a network failure is logged and raised with the network code', async () => {
	const { http, logger } = setup(() => new TypeError('Failed to fetch'));
	const error = await caught(http.get('/user/balance'));
	assert.is(error.code, NETWORK);
	assert.is(logger.errors.length, 1, 'network failure was not logged');
});

Http('a call unanswered for 60 s fails with the timeout code', async () => {
	const { http, clock } = setup(() => 'hang');
	const pending = caught(http.get('/events/races'));
	await flush();
	clock.tick(59_999);
	await flush();
	let settled = false;
	void pending.then(() => (settled = true));
	await flush();
	assert.not.ok(settled, 'timed out before 60 s');
	clock.tick(1);
	const error = await pending;
	assert.is(error.code, TIMEOUT);
});

Http('an abort by the caller fails with the abort code, distinct from timeout', async () => {
	const { http } = setup(() => 'hang');
	const controller = new AbortController();
	const pending = caught(http.get('/events/races', { signal: controller.signal }));
	await flush();
	controller.abort();
	const error = await pending;
	assert.is(error.code, ABORTED);
	assert.is.not(ABORTED, TIMEOUT);
});

Http('a call made with an already aborted signal never reaches the network', async () => {
	const { http, net } = setup(() => envelope(200));
	const controller = new AbortController();
	controller.abort();
	const error = await caught(http.get('/events/races', { signal: controller.signal }));
	assert.is(error.code, ABORTED);
	assert.is(net.calls.length, 0);
});

Http('the timeout timer is cleared once a reply arrives', async () => {
	const { http, clock } = setup(() => envelope(200));
	await http.get('/user/uid');
	assert.is(clock.pending(), 0, 'a timer was left behind');
});

Http('money posts carry the Idempotency-Key header', async () => {
	const { http, net } = setup(() => envelope(200));
	await http.post('/order/place-order', { a: 1 }, { idempotencyKey: 'key-1' });
	assert.is(net.calls[0]?.headers['idempotency-key'], 'key-1');
});

Http('every call carries the language the player chose, read at the time of the call', async () => {
	const net = fakeFetch(() => envelope(200));
	let chosen = 'en';
	const deps = { fetch: net.fetch, session: fakeSession('access-1').access, clock: fakeClock(), logger: fakeLogger() };
	const http = createHttp({ ...deps, language: () => chosen });
	await http.get('/user/balance');
	chosen = 'zh';
	await http.post('/wallet/topup', { amount: 10 }, { idempotencyKey: 'key-1' });
	assert.is(net.calls[0]?.headers['accept-language'], 'en');
	assert.is(net.calls[1]?.headers['accept-language'], 'zh', 'a language switch applies to the next call');
	await createHttp(deps).get('/user/uid');
	assert.is(net.calls[2]?.headers['accept-language'], undefined, 'no language given, none sent');
});

Http.run();
