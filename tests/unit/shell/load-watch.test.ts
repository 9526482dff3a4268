import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOAD_TIMEOUT_MS, LOADING_DELAY_MS, type LoadPhase, watchLoad } from '../../../src/lib/load-watch.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';

const test = suite('page load watch');

const never = () => new Promise<never>(() => {});

test('constants follow the spec: indicator after 200 ms, error after 60 s', () => {
	assert.is(LOADING_DELAY_MS, 200, 'loading indicator delay');
	assert.is(LOAD_TIMEOUT_MS, 60_000, 'page load timeout');
});

test('shows nothing before 200 ms and the indicator from 200 ms', () => {
	const clock = fakeClock();
	const phases: LoadPhase[] = [];
	watchLoad(never(), clock, (p) => phases.push(p));
	clock.tick(199);
	assert.equal(phases, [], 'nothing may show before 200 ms');
	clock.tick(1);
	assert.equal(phases, ['loading'], 'indicator must appear at 200 ms');
});

test('a quick load never shows the indicator', async () => {
	const clock = fakeClock();
	const phases: LoadPhase[] = [];
	watchLoad(Promise.resolve(), clock, (p) => phases.push(p));
	await flushPromises();
	clock.tick(1000);
	assert.equal(phases, ['ready'], 'a page loaded within 200 ms must not flash a spinner');
	assert.is(clock.pending(), 0, 'timers must be cleared once loaded');
});

test('switches to the error view after 60 s', () => {
	const clock = fakeClock();
	const phases: LoadPhase[] = [];
	watchLoad(never(), clock, (p) => phases.push(p));
	clock.tick(LOAD_TIMEOUT_MS - 1);
	assert.equal(phases, ['loading'], 'no error before 60 s');
	clock.tick(1);
	assert.equal(phases, ['loading', 'error'], 'error view at 60 s');
});

test('a failed chunk shows the error view at once', async () => {
	const clock = fakeClock();
	const phases: LoadPhase[] = [];
	watchLoad(Promise.reject(new Error('chunk')), clock, (p) => phases.push(p));
	await flushPromises();
	assert.equal(phases, ['error'], 'a rejected import must show the error view without waiting');
	clock.tick(LOAD_TIMEOUT_MS);
	assert.equal(phases, ['error'], 'nothing may follow the error');
});

test('cancelling stops every timer', () => {
	const clock = fakeClock();
	const phases: LoadPhase[] = [];
	const cancel = watchLoad(never(), clock, (p) => phases.push(p));
	cancel();
	clock.tick(LOAD_TIMEOUT_MS);
	assert.equal(phases, [], 'a page left before loading must not report');
});

test.run();
