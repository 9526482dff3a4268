import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createPull, PULL_ANIMATION_MS, PULL_THRESHOLD, type PullPhase } from '../../../src/components/pull-state.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';

const test = suite('pull-to-refresh');

function setup(onRefresh: () => Promise<unknown> = () => Promise.resolve()) {
	const clock = fakeClock();
	const phases: PullPhase[] = [];
	let refreshes = 0;
	const pull = createPull({
		clock,
		onChange: (p) => phases[phases.length - 1] !== p && phases.push(p),
		onRefresh: () => {
			refreshes++;
			return onRefresh();
		},
	});
	return { clock, phases, pull, refreshes: () => refreshes };
}

test('a short pull aborts and restores in about 300 ms without refreshing', () => {
	const { clock, phases, pull, refreshes } = setup();
	pull.move(20);
	pull.release();
	assert.equal(phases, ['pulling', 'aborting'], 'short pull must abort');
	clock.tick(PULL_ANIMATION_MS);
	assert.is(pull.phase(), 'idle', 'back to idle after the animation');
	assert.is(refreshes(), 0, 'an aborted pull must not refresh');
	assert.is(PULL_ANIMATION_MS, 300, 'animation takes about 300 ms');
});

test('a long pull reaches, refreshes and restores', async () => {
	let finish!: () => void;
	const { clock, phases, pull, refreshes } = setup(() => new Promise<void>((done) => (finish = done)));
	pull.move(20);
	pull.move(PULL_THRESHOLD * 2);
	pull.release();
	await flushPromises();
	assert.is(refreshes(), 1, 'release past the threshold must refresh');
	assert.is(pull.phase(), 'refreshing', 'stays refreshing until the promise settles');
	pull.move(500);
	assert.is(pull.phase(), 'refreshing', 'a pull during refresh is ignored');
	finish();
	await flushPromises();
	assert.is(pull.phase(), 'restoring');
	clock.tick(PULL_ANIMATION_MS);
	assert.equal(phases, ['pulling', 'reached', 'refreshing', 'restoring', 'idle']);
});

test('a failed refresh still restores', async () => {
	const { clock, pull } = setup(() => Promise.reject(new Error('offline')));
	pull.move(PULL_THRESHOLD * 3);
	pull.release();
	await flushPromises();
	assert.is(pull.phase(), 'restoring', 'a rejected refresh must not leave the spinner stuck');
	clock.tick(PULL_ANIMATION_MS);
	assert.is(pull.phase(), 'idle');
});

test('moving back up before release returns to pulling', () => {
	const { pull } = setup();
	pull.move(PULL_THRESHOLD * 3);
	assert.is(pull.phase(), 'reached');
	pull.move(10);
	assert.is(pull.phase(), 'pulling', 'dropping under the threshold must un-reach');
});

test.run();
