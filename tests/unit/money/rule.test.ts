import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ABORTED, ApiError, EXPIRED, NETWORK, REJECTED, TIMEOUT } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { failureSpendsKey, spendsKey } from '../../../src/state/money-rule.ts';
import { fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

type Fate = 'spent' | 'kept';
const fate = (spent: boolean): Fate => (spent ? 'spent' : 'kept');
const IN_PROGRESS = 'A request with this Idempotency-Key is still in progress';

// every status class a money POST can meet, with what the server (or what stood in front of it) meant:
const STATUSES: [status: number, message: string, expected: Fate, why: string][] = [
	[200, 'OK', 'spent', 'done: the reply is stored under the key'],
	[201, 'Created', 'spent', 'any 2xx is done'],
	[204, '', 'spent', 'any 2xx is done'],
	[400, 'Insufficient balance', 'spent', 'the server looked and said no, and stored that'],
	[400, 'Idempotency-Key header is required', 'spent', 'the same request can only meet the same answer'],
	[401, 'Login has expired, please log in again.', 'kept', 'refused before the key was read'],
	[402, 'Token expired', 'kept', 'refused before the key was read'],
	[403, 'You have excluded yourself from play until 2030-01-01', 'spent', 'a stored refusal'],
	[404, 'Event not found', 'spent', 'a stored refusal'],
	[408, 'Request Timeout', 'kept', 'the request was not taken in'],
	[409, IN_PROGRESS, 'kept', 'the first send of this key may still land'],
	[409, 'Odds have changed to 2.25; please confirm the new odds', 'spent', 'a stored refusal'],
	[409, 'This item is sold out', 'spent', 'a stored refusal'],
	[413, 'Request body is too large', 'spent', 'the same request can only meet the same answer'],
	[422, 'This Idempotency-Key was already used with a different request', 'spent', 'the key can never carry it'],
	[425, 'Too Early', 'kept', 'the request was not taken in'],
	[429, 'Too many requests', 'kept', 'not looked at: a retry is the same action'],
	[500, 'Internal server error', 'kept', 'the server frees the key; the money may have moved'],
	[502, 'Bad Gateway', 'kept', 'a proxy: the server may have acted'],
	[503, 'Service unavailable', 'kept', 'the server frees the key'],
	[504, 'Gateway Timeout', 'kept', 'a proxy gave up waiting; the server may have acted'],
	[0, '', 'kept', 'no reply at all'],
	[302, 'Found', 'kept', 'not an answer about the request'],
];

// ---
const Status = suite('the money rule: which replies spend the Idempotency-Key');

Status('every status class, as the server stores it (5xx frees the key, everything else is its answer)', () => {
	for (const [status, message, expected, why] of STATUSES) {
		assert.is(fate(spendsKey(status, message)), expected, `${status} "${message}" should be ${expected}: ${why}`);
	}
});

Status.run();

// ---
const Failure = suite('the money rule: what a failed send leaves');

Failure('a send that got no final reply keeps the key; only the server can settle it', () => {
	const cases: [unknown, Fate, string][] = [
		[new ApiError(NETWORK, 'Network connection error'), 'kept', 'network failure'],
		[new ApiError(TIMEOUT, 'Request timed out'), 'kept', 'timeout'],
		[new ApiError(ABORTED, 'Request cancelled'), 'kept', 'abort'],
		[new ApiError(EXPIRED, 'Login has expired, please log in again.', 401, 401), 'kept', 'expired session'],
		[new TypeError('x is undefined'), 'kept', 'anything unexpected'],
		['a string', 'kept', 'not even an Error'],
		[new ApiError(REJECTED, 'Insufficient balance', 400, 400), 'spent', 'a refusal'],
		[new ApiError(REJECTED, 'legacy', 400, 200), 'spent', 'a refusal in the body of an HTTP 200'],
		[new ApiError(REJECTED, 'crash', 500, 200), 'kept', 'a server fault in the body of an HTTP 200'],
		[new ApiError(REJECTED, 'Bad Gateway', 502, 502), 'kept', 'a proxy fault'],
		[new ApiError(REJECTED, 'Too many requests', 429, 429), 'kept', 'rate limited'],
		[new ApiError(REJECTED, IN_PROGRESS, 409, 409), 'kept', 'in flight'],
	];
	for (const [error, expected, why] of cases) assert.is(fate(failureSpendsKey(error)), expected, why);
});

Failure('through the real client: each status as the app meets it', async () => {
	for (const [status, message, expected] of STATUSES.filter(([s]) => s >= 400)) {
		const net = fakeFetch(() => ({ status, body: { status, message, data: null } }));
		const session = fakeSession();
		const http = createHttp({ fetch: net.fetch, session: session.access, clock: fakeClock(), logger: fakeLogger() });
		const error = await http.post('/wallet/topup', { amount: 10 }, { idempotencyKey: 'key-1234' }).catch((e) => e);
		assert.is(fate(failureSpendsKey(error)), expected, `${status} "${message}" through the client`);
	}
});

Failure.run();
