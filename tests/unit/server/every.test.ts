import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { every } from '../../../server/sim/every.ts';

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

jobs('stopping an idle job returns at once', async () => {
	const stop = every(60_000, async () => {});
	await new Promise((r) => setImmediate(r));
	await stop();
});

jobs.run();
