import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { every } from '../../../server/domain/every.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const jobs = suite('background jobs on a timer');

jobs('a job runs at once, and stopping waits for the run in flight', async () => {
	let runs = 0;
	let finish = () => {};
	const stop = every(60_000, () => {
		runs++;
		return new Promise<void>((done) => {
			finish = done;
		});
	});
	assert.is(runs, 1, 'the first run starts immediately');
	let stopped = false;
	const stopping = stop().then(() => {
		stopped = true;
	});
	await Promise.resolve();
	assert.not.ok(stopped, 'stop does not return while a run is still using the database');
	finish();
	await stopping;
	assert.ok(stopped, 'stop returns once the run has finished');
	assert.is(runs, 1, 'nothing runs after stop');
});

jobs('a slow run is not overlapped by the next tick', async () => {
	let runs = 0;
	let finish = () => {};
	const stop = every(5, () => {
		runs++;
		return new Promise<void>((done) => {
			finish = done;
		});
	});
	await wait(40);
	assert.is(runs, 1, 'ticks while a run is in flight start no second run');
	finish();
	await stop();
});

jobs('stopping an idle job returns at once and no run follows', async () => {
	let runs = 0;
	const stop = every(5, async () => {
		runs++;
	});
	await new Promise((r) => setImmediate(r));
	const before = runs;
	assert.ok(before >= 1, 'the first run has happened');
	const first = await Promise.race([
		stop().then(() => 'stopped'),
		new Promise((r) => setImmediate(() => r('still waiting'))),
	]);
	assert.is(first, 'stopped', 'stop waits for no tick when nothing is running');
	await wait(40);
	assert.is(runs, before, 'no run after stop');
});

jobs.run();
