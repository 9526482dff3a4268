import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createGroupCommit, type Settled } from '../../../server/db/group-commit.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A writer that records its batches and answers each item with itself, doubled; `hold` keeps a batch open. */
function recorder(hold = 0) {
	const batches: number[][] = [];
	const write = async (items: number[]): Promise<Settled<number>[]> => {
		batches.push(items);
		if (hold) await sleep(hold);
		return items.map((n) => (n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: n * 2 }));
	};
	return { batches, write };
}

const group = suite('group commit');

group('a request on an idle queue goes at once, alone', async () => {
	const r = recorder();
	const commit = createGroupCommit(r.write, { maxBatch: 10, parallel: 1, gapMs: 300 });
	const started = performance.now();
	assert.is(await commit.submit(3), 6);
	assert.ok(performance.now() - started < 200, 'no waiting for a gap when nothing ran before');
	assert.equal(r.batches, [[3]]);
});

group('requests that arrive while a batch is written go together, in arrival order', async () => {
	const r = recorder(30);
	const commit = createGroupCommit(r.write, { maxBatch: 10, parallel: 1, gapMs: 0 });
	const first = commit.submit(1);
	await sleep(5);
	const rest = [2, 3, 4].map((n) => commit.submit(n));
	assert.equal(await Promise.all([first, ...rest]), [2, 4, 6, 8]);
	assert.equal(r.batches, [[1], [2, 3, 4]]);
});

group('each request gets its own answer; one failure fails only its own request', async () => {
	const r = recorder();
	const commit = createGroupCommit(r.write, { maxBatch: 10, parallel: 1, gapMs: 0 });
	const answers = await Promise.allSettled([commit.submit(1), commit.submit(-1), commit.submit(2)]);
	assert.equal(
		answers.map((a) => a.status),
		['fulfilled', 'rejected', 'fulfilled'],
	);
	assert.equal(r.batches, [[1, -1, 2]], 'the three arrived in one turn and went as one batch');
});

group('a batch that throws fails every request in it, and the next batch still runs', async () => {
	let calls = 0;
	const commit = createGroupCommit(
		async (items: number[]) => {
			if (calls++ === 0) throw new Error('disk full');
			return items.map((n) => ({ ok: true as const, value: n }));
		},
		{ maxBatch: 10, parallel: 1, gapMs: 0 },
	);
	const failed = await Promise.allSettled([commit.submit(1), commit.submit(2)]);
	assert.ok(failed.every((a) => a.status === 'rejected'));
	assert.is(await commit.submit(3), 3);
});

group('batches start at least the gap apart, unless a full batch is waiting', async () => {
	const r = recorder();
	const commit = createGroupCommit(r.write, { maxBatch: 3, parallel: 1, gapMs: 300 });
	await commit.submit(1);
	const started = performance.now();
	await commit.submit(2);
	assert.ok(performance.now() - started >= 250, 'the second batch waited for the gap');
	const full = performance.now();
	await Promise.all([4, 5, 6, 7, 8, 9].map((n) => commit.submit(n)));
	assert.ok(performance.now() - full < 200, 'full batches do not wait');
	assert.equal(r.batches, [[1], [2], [4, 5, 6], [7, 8, 9]]);
});

group('at most `parallel` batches are written at once', async () => {
	let open = 0;
	let most = 0;
	const commit = createGroupCommit(
		async (items: number[]) => {
			most = Math.max(most, ++open);
			await sleep(20);
			open--;
			return items.map((n) => ({ ok: true as const, value: n }));
		},
		{ maxBatch: 1, parallel: 2, gapMs: 0 },
	);
	await Promise.all([1, 2, 3, 4, 5].map((n) => commit.submit(n)));
	assert.is(most, 2);
});

group.run();
