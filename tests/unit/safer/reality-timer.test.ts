import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nextDelay, startRealityCheck } from '../../../src/components/safer/reality-timer.ts';
import type { SessionSummary } from '../../../src/state/safer/safer-types.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';

const MIN = 60_000;
const settle = async () => {
	for (let i = 0; i < 5; i++) await flushPromises();
};

const delay = suite('reality check: when the next reminder is due');

delay('counts whole intervals from the session start', () => {
	assert.is(nextDelay(0, 0, 30), 30 * MIN);
	assert.is(nextDelay(0, 10 * MIN, 30), 20 * MIN);
	assert.is(nextDelay(0, 30 * MIN, 30), 30 * MIN, 'just after a reminder, the next is a whole interval away');
	assert.is(nextDelay(0, 95 * MIN, 15), 10 * MIN);
	assert.is(nextDelay(5 * MIN, 0, 15), 15 * MIN, 'a start in the future counts as now');
});

delay.run();

// ---

const timer = suite('reality check: reminders with a fake clock');

function run(answers: boolean[], startedMinutesAgo = 0) {
	const clock = fakeClock();
	const asked: SessionSummary[] = [];
	let logouts = 0;
	const summary = async () => ({
		started_at: '',
		seconds_played: Math.floor((clock.now() + startedMinutesAgo * MIN) / 1000),
		net: -12.5,
	});
	const stop = startRealityCheck({
		clock,
		now: clock.now,
		minutes: 15,
		summary,
		ask: async (s) => {
			asked.push(s);
			return answers.shift() ?? true;
		},
		logout: () => void logouts++,
	});
	return { clock, asked, stop, logouts: () => logouts };
}

timer('shows time played and the net result every 15 minutes while the player continues', async () => {
	const r = run([true, true], 10);
	await settle();
	r.clock.tick(5 * MIN - 1);
	await settle();
	assert.is(r.asked.length, 0, 'not before 15 minutes of play');
	r.clock.tick(1);
	await settle();
	assert.is(r.asked.length, 1);
	assert.is(r.asked[0]!.seconds_played, 15 * 60);
	assert.is(r.asked[0]!.net, -12.5);
	r.clock.tick(15 * MIN);
	await settle();
	assert.is(r.asked.length, 2);
	assert.is(r.logouts(), 0);
});

timer("'Log out' logs out and no further reminder is planned", async () => {
	const r = run([false]);
	await settle();
	r.clock.tick(15 * MIN);
	await settle();
	assert.is(r.logouts(), 1);
	assert.is(r.clock.pending(), 0);
});

timer('stopping (sign-out or interval turned off) cancels the timer', async () => {
	const r = run([]);
	await settle();
	assert.is(r.clock.pending(), 1);
	r.stop();
	assert.is(r.clock.pending(), 0);
	r.clock.tick(60 * MIN);
	await settle();
	assert.is(r.asked.length, 0);
});

timer.run();
