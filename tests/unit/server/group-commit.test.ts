import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createGroupCommit, type Scheduler, type Settled } from '../../../server/db/group-commit.ts';

/** Time moved by hand: timers fire on `advance`, "immediate" work on `turn`. */
function manualTime() {
	let now = 0;
	let seq = 0;
	const timers = new Map<number, { at: number; fn: () => void }>();
	let soon: (() => void)[] = [];
	const scheduler: Scheduler = {
		now: () => now,
		setTimeout: (fn, ms) => {
			timers.set(++seq, { at: now + ms, fn });
			return seq;
		},
		clearTimeout: (id) => void timers.delete(id as number),
		immediate: (fn) => void soon.push(fn),
	};
	/** Lets promise callbacks run, then the immediate work queued so far (the next turn of the event loop). */
	const turn = async () => {
		for (let i = 0; i < 5; i++) await Promise.resolve();
		const due = soon;
		soon = [];
		for (const fn of due) fn();
		for (let i = 0; i < 5; i++) await Promise.resolve();
	};
	const advance = async (ms: number) => {
		now += ms;
		for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at))
			if (t.at <= now) {
				timers.delete(id);
				t.fn();
			}
		await turn();
	};
	return { scheduler, turn, advance, timers: () => timers.size };
}

/** A deferred promise: a batch write the test finishes when it chooses. */
function gate() {
	let open!: () => void;
	const done = new Promise<void>((resolve) => {
		open = resolve;
	});
	return { done, open };
}

/** A writer that records its batches and answers each item with itself, doubled; `hold` keeps a batch open. */
function recorder(hold?: () => Promise<void>) {
	const batches: number[][] = [];
	const write = async (items: number[]): Promise<Settled<number>[]> => {
		batches.push(items);
		if (hold) await hold();
		return items.map((n) => (n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: n * 2 }));
	};
	return { batches, write };
}

const group = suite('group commit');

group('a request on an idle queue goes in the next turn, alone, without waiting for a gap', async () => {
	const time = manualTime();
	const r = recorder();
	const commit = createGroupCommit(r.write, { maxBatch: 10, parallel: 1, gapMs: 300 }, time.scheduler);
	const answer = commit.submit(3);
	await time.turn();
	assert.is(await answer, 6);
	assert.equal(r.batches, [[3]]);
	assert.is(time.timers(), 0, 'a gap timer was set although nothing ran before');
});

group('requests that arrive while a batch is written go together, in arrival order', async () => {
	const time = manualTime();
	const held = gate();
	let writes = 0;
	// the first batch is held open until the test lets it finish; later ones finish at once:
	const r = recorder(() => (writes++ === 0 ? held.done : Promise.resolve()));
	const commit = createGroupCommit(r.write, { maxBatch: 10, parallel: 1, gapMs: 0 }, time.scheduler);
	const one = commit.submit(1);
	await time.turn();
	assert.equal(r.batches, [[1]], 'the first request did not go at once');
	const rest = [2, 3, 4].map((n) => commit.submit(n));
	await time.turn();
	assert.equal(r.batches, [[1]], 'a second batch started while the first was still being written');
	held.open();
	await time.turn();
	await time.turn();
	assert.equal(await Promise.all([one, ...rest]), [2, 4, 6, 8]);
	assert.equal(r.batches, [[1], [2, 3, 4]]);
});

group('each request gets its own answer; one failure fails only its own request', async () => {
	const time = manualTime();
	const r = recorder();
	const commit = createGroupCommit(r.write, { maxBatch: 10, parallel: 1, gapMs: 0 }, time.scheduler);
	const answers = Promise.allSettled([commit.submit(1), commit.submit(-1), commit.submit(2)]);
	await time.turn();
	assert.equal(
		(await answers).map((a) => a.status),
		['fulfilled', 'rejected', 'fulfilled'],
	);
	assert.equal(r.batches, [[1, -1, 2]], 'the three arrived in one turn and went as one batch');
});

group('a batch that throws fails every request in it, and the next batch still runs', async () => {
	const time = manualTime();
	let calls = 0;
	const commit = createGroupCommit(
		async (items: number[]) => {
			if (calls++ === 0) throw new Error('disk full');
			return items.map((n) => ({ ok: true as const, value: n }));
		},
		{ maxBatch: 10, parallel: 1, gapMs: 0 },
		time.scheduler,
	);
	const failed = Promise.allSettled([commit.submit(1), commit.submit(2)]);
	await time.turn();
	assert.ok((await failed).every((a) => a.status === 'rejected'));
	const next = commit.submit(3);
	await time.turn();
	assert.is(await next, 3);
});

group('batches start at least the gap apart, unless a full batch is waiting', async () => {
	const time = manualTime();
	const r = recorder();
	const commit = createGroupCommit(r.write, { maxBatch: 3, parallel: 1, gapMs: 300 }, time.scheduler);
	const one = commit.submit(1);
	await time.turn();
	await one;
	const two = commit.submit(2);
	await time.advance(299);
	assert.equal(r.batches, [[1]], 'the second batch went before the gap was over');
	await time.advance(1);
	assert.is(await two, 4);
	assert.equal(r.batches, [[1], [2]]);
	const full = Promise.all([4, 5, 6, 7, 8, 9].map((n) => commit.submit(n)));
	await time.turn();
	await time.turn();
	await full;
	assert.equal(r.batches, [[1], [2], [4, 5, 6], [7, 8, 9]], 'full batches waited for the gap');
});

group('at most `parallel` batches are written at once', async () => {
	const time = manualTime();
	const holds: (() => void)[] = [];
	let open = 0;
	let most = 0;
	const commit = createGroupCommit(
		async (items: number[]) => {
			most = Math.max(most, ++open);
			await new Promise<void>((resolve) => holds.push(resolve));
			open--;
			return items.map((n) => ({ ok: true as const, value: n }));
		},
		{ maxBatch: 1, parallel: 2, gapMs: 0 },
		time.scheduler,
	);
	const all = Promise.all([1, 2, 3, 4, 5].map((n) => commit.submit(n)));
	for (let i = 0; i < 4; i++) await time.turn();
	assert.is(open, 2, 'two batches were not written side by side');
	while (holds.length) {
		holds.shift()?.();
		for (let i = 0; i < 3; i++) await time.turn();
		assert.ok(open <= 2, `${open} batches were written at once`);
	}
	assert.equal(await all, [1, 2, 3, 4, 5]);
	assert.is(most, 2);
});

group.run();
