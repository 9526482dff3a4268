// The hashing queue under a flood from many addresses: a stranger to it is hashed among the next few, and the
// flood's surplus gives way. Threads here are fakes that answer when the test says, so nothing waits on time.
import { EventEmitter } from 'node:events';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createFairQueue } from '../../../server/domain/fair-queue.ts';
import { createHashPool } from '../../../server/domain/hash-pool.ts';
import { RetryLater } from '../../../server/domain/retry-later.ts';

const queue = suite('the fair queue');

queue('an address with one job waiting goes ahead of addresses that sent many, which take turns', () => {
	const q = createFairQueue<string>(100);
	for (let i = 0; i < 5; i++) for (const flood of ['a', 'b', 'c']) q.push(flood, `${flood}${i}`);
	// the flood has been served for a while when the stranger arrives:
	const served = [q.shift(), q.shift(), q.shift(), q.shift()];
	assert.equal(served, ['a0', 'b0', 'c0', 'a1'], 'the flooding addresses did not take turns');
	q.push('stranger', 'mine');
	assert.is(q.shift(), 'mine', 'the stranger waited behind the flood');
	assert.equal([q.shift(), q.shift(), q.shift()], ['b1', 'c1', 'a2']);
});

queue('a full queue: the longest line gives way to a newcomer, and a line as long as the longest is refused', () => {
	const q = createFairQueue<string>(4);
	for (const job of ['a1', 'a2', 'a3']) assert.equal(q.push('a', job), { admitted: true });
	assert.equal(q.push('b', 'b1'), { admitted: true });
	assert.equal(q.push('c', 'c1'), { admitted: true, evicted: 'a3' }, 'the longest line kept its newest job');
	assert.equal(q.push('a', 'a4'), { admitted: false }, 'the longest line pushed out a shorter one');
	assert.equal(q.push('b', 'b2'), { admitted: false }, 'a line gained a job by making another as short');
	assert.equal(q.push('d', 'd1'), { admitted: true, evicted: 'a2' });
	// four lines of one: nobody asks more than a newcomer would, so the newcomer is refused
	assert.equal(q.push('e', 'e1'), { admitted: false });
	assert.is(q.size, 4);
	const order = [q.shift(), q.shift(), q.shift(), q.shift(), q.shift()];
	assert.equal(order, ['a1', 'b1', 'c1', 'd1', undefined]);
});

queue.run();

// ---

/** A hashing thread that answers only when the test says: `started` lists the jobs in the order they ran. */
function fakeThreads() {
	const running = new Map<FakeThread, string>();
	const started: unknown[] = [];
	class FakeThread extends EventEmitter {
		postMessage(job: { input: { password: string } }) {
			running.set(this, job.input.password);
			started.push(job.input.password);
		}
		ref() {}
		unref() {}
		async terminate() {}
	}
	return {
		spawn: () => new FakeThread(),
		started,
		/** The longest running job answers, or the one hashing `password` (true: the password matched). */
		answerOne(password?: string) {
			const [thread] = [...running].find(([, running]) => password === undefined || running === password) ?? [];
			if (!thread) throw new Error(`no job is running${password ? ` for ${password}` : ''}`);
			running.delete(thread);
			thread.emit('message', { value: true });
		},
	};
}

const verify = (password: string) => ({ kind: 'verify' as const, input: { password, stored: 'x' } });
const settled = () => new Promise((resolve) => setImmediate(resolve));

const pool = suite('the hashing pool during a flood from 60 addresses');

pool('a sign-in from a fresh address is hashed among the next few and answered; the flood gives way', async () => {
	const threads = fakeThreads();
	const hashing = createHashPool(2, 200, threads.spawn);
	const refusals: string[] = [];
	// waves of 600 guesses, 10 from each of 60 addresses, each sent at once, and some of them hashed in between:
	const wave = () => {
		for (let i = 0; i < 600; i++)
			hashing.run(verify(`guess ${i}`), { caller: `198.18.0.${i % 60}` }).catch((error: RetryLater) => {
				refusals.push(error.code);
			});
	};
	wave();
	for (let i = 0; i < 100; i++) threads.answerOne();
	wave();
	await settled();
	assert.is(hashing.queued, 200, 'the flood did not fill the queue');
	const before = threads.started.length;
	const mine = hashing.run<boolean>(verify('the player'), { caller: '203.0.113.7' });
	// one of the two threads comes free:
	threads.answerOne();
	const position = threads.started.indexOf('the player') - before;
	assert.ok(position >= 0 && position < 3, `the player's hash ran ${position + 1}th after they arrived`);
	threads.answerOne('the player');
	assert.is(await mine, true);
	await settled();
	assert.ok(refusals.includes('signin_address_busy'), 'no flood job gave way to the player');
	assert.ok(
		refusals.every((code) => code === 'signin_address_busy' || code === 'server_busy'),
		`refused with ${[...new Set(refusals)]}`,
	);
	await hashing.close();
});

pool('a full queue of one address refuses its own surplus as busy, as before', async () => {
	const threads = fakeThreads();
	const hashing = createHashPool(1, 1, threads.spawn);
	const replies = Array.from({ length: 3 }, (_, i) =>
		hashing.run(verify(`p${i}`), { caller: '10.0.0.1' }).then(
			() => 'hashed',
			(error: RetryLater) => `${error.code} ${error instanceof RetryLater && error.seconds > 0}`,
		),
	);
	threads.answerOne();
	threads.answerOne();
	assert.equal(await Promise.all(replies), ['hashed', 'hashed', 'server_busy true']);
	await hashing.close();
});

pool.run();
