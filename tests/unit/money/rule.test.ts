import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ABORTED, ApiError, EXPIRED, NETWORK, REJECTED, TIMEOUT } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { failureSpendsKey, spendsKey } from '../../../src/state/money-rule.ts';
import { fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

type Fate = 'spent' | 'kept';
const fate = (spent: boolean): Fate => (spent ? 'spent' : 'kept');
const IN_PROGRESS = 'idempotency_in_progress';

// every status class a money POST can meet, with what the server (or what stood in front of it) meant:
// the second column is the server's refusal code (`code` in the envelope):
const STATUSES: [status: number, reason: string, expected: Fate, why: string][] = [
	[200, '', 'spent', 'done: the reply is stored under the key'],
	[201, '', 'spent', 'any 2xx is done'],
	[204, '', 'spent', 'any 2xx is done'],
	[400, 'insufficient_balance', 'spent', 'the server looked and said no, and stored that'],
	[400, 'idempotency_key_required', 'spent', 'the same request can only meet the same answer'],
	[401, 'session_expired', 'kept', 'refused before the key was read'],
	[402, '', 'kept', 'refused before the key was read'],
	[403, 'self_excluded_until', 'spent', 'a stored refusal'],
	[404, 'not_found', 'spent', 'a stored refusal'],
	[408, '', 'kept', 'the request was not taken in'],
	[409, IN_PROGRESS, 'kept', 'the first send of this key may still land'],
	[409, 'odds_changed', 'spent', 'a stored refusal'],
	[409, 'sold_out', 'spent', 'a stored refusal'],
	[413, 'body_too_large', 'spent', 'the same request can only meet the same answer'],
	[422, 'idempotency_key_reused', 'spent', 'the key can never carry it'],
	[425, '', 'kept', 'the request was not taken in'],
	[429, 'rate_limited', 'kept', 'not looked at: a retry is the same action'],
	[500, 'internal_error', 'kept', 'the server frees the key; the money may have moved'],
	[502, '', 'kept', 'a proxy: the server may have acted'],
	[503, '', 'kept', 'the server frees the key'],
	[504, '', 'kept', 'a proxy gave up waiting; the server may have acted'],
	[0, '', 'kept', 'no reply at all'],
	[302, '', 'kept', 'not an answer about the request'],
];

// ---
const Status = suite('the money rule: which replies spend the Idempotency-Key');

Status('every status class, as the server stores it (5xx frees the key, everything else is its answer)', () => {
	for (const [status, reason, expected, why] of STATUSES) {
		assert.is(fate(spendsKey(status, reason)), expected, `${status} "${reason}" should be ${expected}: ${why}`);
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
		[new ApiError(REJECTED, 'still in progress', 409, 409, null, IN_PROGRESS), 'kept', 'in flight'],
		[new ApiError(REJECTED, 'sold out', 409, 409, null, 'sold_out'), 'spent', 'a stored 409 refusal'],
	];
	for (const [error, expected, why] of cases) assert.is(fate(failureSpendsKey(error)), expected, why);
});

Failure('through the real client: each status as the app meets it', async () => {
	for (const [status, code, expected] of STATUSES.filter(([s]) => s >= 400)) {
		const net = fakeFetch(() => ({ status, body: { status, message: 'refused', code, data: null } }));
		const session = fakeSession();
		const http = createHttp({ fetch: net.fetch, session: session.access, clock: fakeClock(), logger: fakeLogger() });
		const error = await http.post('/wallet/topup', { amount: 10 }, { idempotencyKey: 'key-1234' }).catch((e) => e);
		assert.is(fate(failureSpendsKey(error)), expected, `${status} "${code}" through the client`);
	}
});

Failure.run();
