import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spendsKey } from '../../../shared/money/final-reply.ts';
import { ABORTED, ApiError, EXPIRED, NETWORK, REJECTED, TIMEOUT } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { failureSpendsKey } from '../../../src/state/money/money-rule.ts';
import { type Fate, STATUSES } from '../../setup/reply-fates.ts';
import { fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

const fate = (spent: boolean): Fate => (spent ? 'spent' : 'kept');
const IN_PROGRESS = 'idempotency_in_progress';

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
