import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { UserApi } from '../../../src/api/user.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { createSession } from '../../../src/state/session/session-model.ts';
import { fakeClock, fakeLogger, flush } from '../api/fakes.ts';

type Ask = { resolve: (value: number | string) => void; reject: (error: unknown) => void };

/** A session whose balance requests answer only when the test says so; every request is recorded. */
function setup() {
	const asks: Ask[] = [];
	const api = {
		balance: () => new Promise<number | string>((resolve, reject) => void asks.push({ resolve, reject })),
		heartbeat: async () => null,
	} as unknown as UserApi;
	const logger = fakeLogger();
	const session = createSession({
		api,
		storage: createStorage(null),
		clock: fakeClock(),
		logger,
		navigate: () => {},
		toast: () => {},
		t: (key) => key,
		deviceId: async () => 'device-1',
	});
	return { session, asks, logger };
}

/** Settles to what a call gave: its value, or the error it failed with. */
const outcome = (p: Promise<number>) =>
	p.then(
		(value) => ({ value }),
		(error: unknown) => ({ error }),
	);

const test = suite('session: one balance request at a time');

test('two asks while one is out make one request and both get the balance', async () => {
	const { session, asks } = setup();
	const both = Promise.all([session.fetchBalance(), session.fetchBalance()]);
	await flush();
	assert.is(asks.length, 1);
	asks[0]?.resolve('125.50');
	assert.equal(await both, [125.5, 125.5]);
	assert.is(session.balance.value, 125.5);
});

test('once it has settled, the next ask sends a new request', async () => {
	const { session, asks } = setup();
	const first = session.fetchBalance();
	asks[0]?.resolve(10);
	assert.is(await first, 10);
	const second = session.fetchBalance();
	await flush();
	assert.is(asks.length, 2);
	asks[1]?.resolve(12);
	assert.is(await second, 12);
	assert.is(session.balance.value, 12);
});

test('a failure reaches every caller, and the next ask tries again', async () => {
	const { session, asks, logger } = setup();
	const failure = new Error('offline');
	const both = Promise.all([outcome(session.fetchBalance()), outcome(session.fetchBalance())]);
	await flush();
	assert.is(asks.length, 1);
	asks[0]?.reject(failure);
	assert.equal(await both, [{ error: failure }, { error: failure }]);
	assert.is(logger.errors.length, 1, 'logged once');
	assert.is(session.balance.value, null);
	const retry = session.fetchBalance();
	await flush();
	assert.is(asks.length, 2);
	asks[1]?.resolve(7);
	assert.is(await retry, 7);
});

test.run();
