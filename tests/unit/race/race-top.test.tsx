// The top of a race card: the countdown's words and ticks from an injected clock, the favourite, the R1..Rn
// switcher and the meeting it reads.
import '../../setup/dom.ts';
import '../live/no-css.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nextChange } from '../../../src/lib/countdown-clock.ts';
import { favourites } from '../../../src/lib/favourite.ts';
import { jumpText } from '../../../src/lib/race-countdown.ts';
import { createMeetingRaces } from '../../../src/state/races/meeting-races-model.ts';
import type { Meeting, RaceStatus } from '../../../src/state/races/races-model.ts';
import { mount } from '../../setup/dom.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';

// imported after the .css hook is in place:
const { RaceCountdown } = await import('../../../src/components/race/race-countdown.tsx');
const { RaceSwitcher } = await import('../../../src/components/race/race-switcher.tsx');
const { StartTime } = await import('../../../src/pages/index/countdown.tsx');

const MIN = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

// ---
const words = suite('what the countdown says, and when it changes');

words('far from the jump: whole minutes, rounded up, and hours past the hour', () => {
	assert.equal(jumpText(12 * MIN), { key: 'minutes', m: 12 });
	assert.equal(jumpText(11 * MIN + 1), { key: 'minutes', m: 12 }, 'a part minute counts as a minute');
	assert.equal(jumpText(5 * MIN + 1), { key: 'minutes', m: 6 });
	assert.equal(jumpText(60 * MIN), { key: 'hours', h: 1, m: '00' });
	assert.equal(jumpText(125 * MIN - 30_000), { key: 'hours', h: 2, m: '05' });
});

words('the last five minutes: minutes and seconds, never 0:00 while open', () => {
	assert.equal(jumpText(5 * MIN), { key: 'clock', time: '5:00' });
	assert.equal(jumpText(4 * MIN + 31_500), { key: 'clock', time: '4:32' });
	assert.equal(jumpText(9_000), { key: 'clock', time: '0:09' });
	assert.equal(jumpText(1), { key: 'clock', time: '0:01' });
});

words('it wakes when its words change: at the next minute while far, the next second when near', () => {
	assert.is(nextChange(12 * MIN + 20_000), 20_000);
	assert.is(nextChange(12 * MIN), MIN, 'on the minute: a whole minute to the next change');
	assert.is(nextChange(5 * MIN + 1), 1, 'one ms before the seconds start');
	assert.is(nextChange(4 * MIN + 31_500), 500);
	assert.is(nextChange(3000), 1000);
});

words.run();

// ---
const fav = suite('the favourite');
const runner = (horse_id: number, win_price: number | null, more: object = {}) => ({ horse_id, win_price, ...more });

fav('the lowest win price among runners still running', () => {
	assert.equal(favourites([runner(1, 4.2), runner(2, 2.1), runner(3, 8)]), [2]);
	assert.equal(
		favourites([runner(1, 4.2), runner(2, 1.5, { scratched: true }), runner(3, 3)]),
		[3],
		'a scratched runner is never the favourite',
	);
});

fav('runners sharing the lowest price are joint favourites', () => {
	assert.equal(favourites([runner(1, 3), runner(2, 5), runner(3, 3)]), [1, 3]);
});

fav('the form price stands in where the tote has none; no price at all, no favourite', () => {
	assert.equal(favourites([runner(1, null, { odds: 2.5 }), runner(2, 3.1)]), [1]);
	assert.equal(favourites([runner(1, 2.8, { odds: 1.2 }), runner(2, 3.1)]), [1], "the tote's price comes first");
	assert.equal(favourites([runner(1, null), runner(2, null)]), []);
	assert.equal(favourites([]), []);
});

fav.run();

// ---
const tick = suite('the countdown on screen');

tick("the home lists' start time turns into the same countdown in the last five minutes, from the same clock", () => {
	const clock = fakeClock();
	const el = mount();
	act(() => render(<StartTime start={at(5 * MIN + 30_000)} open clock={clock} />, el));
	assert.not.match(el.textContent ?? '', /Starts in/, 'far off: the start time');
	act(() => clock.tick(30_000));
	assert.is(el.textContent, 'Starts in 5:00');
	for (let s = 0; s < 4 * 60 - 1; s++) act(() => clock.tick(1000));
	assert.is(el.textContent, 'Starts in 1:01');
	assert.not.ok(el.querySelector('.race-countdown-final'), 'more than a minute left');
	act(() => clock.tick(1000));
	assert.is(el.textContent, 'Starts in 1:00');
	assert.ok(el.querySelector('.race-countdown-final'), 'the last minute is marked');
	for (let s = 0; s < 60; s++) act(() => clock.tick(1000));
	assert.not.match(el.textContent ?? '', /Starts in/, 'past the start: the time again');
	assert.is(clock.pending(), 0, 'and it stops ticking');
	render(null, el);
});

tick('ticks from the clock: minutes, then seconds in the last five, then Closed at the jump', () => {
	const clock = fakeClock();
	const el = mount();
	act(() =>
		render(<RaceCountdown start={at(5 * MIN + 30_000)} status="open" label="racecard.jumpsIn" clock={clock} />, el),
	);
	assert.is(el.textContent, 'Jumps in 6 min');
	act(() => clock.tick(29_999));
	assert.is(el.textContent, 'Jumps in 6 min', 'nothing changes before the minute');
	act(() => clock.tick(1));
	assert.is(el.textContent, 'Jumps in 5:00');
	act(() => clock.tick(1000));
	assert.is(el.textContent, 'Jumps in 4:59');
	// each tick renders and then sets the next timer, so time moves a second at a time as it would on screen:
	for (let s = 0; s < 4 * 60 + 58; s++) act(() => clock.tick(1000));
	assert.is(el.textContent, 'Jumps in 0:01');
	act(() => clock.tick(1000));
	assert.is(el.textContent, 'Closed', 'past the jump a race takes no bets, whatever the list says');
	assert.is(clock.pending(), 0, 'and it stops ticking');
	render(null, el);
});

tick('a far race wakes once a minute, not every second', () => {
	const clock = fakeClock();
	const el = mount();
	act(() => render(<RaceCountdown start={at(90 * MIN)} status="open" clock={clock} />, el));
	assert.is(el.textContent, '1h 30m');
	assert.is(clock.pending(), 1);
	act(() => clock.tick(MIN));
	assert.is(el.textContent, '1h 29m');
	render(null, el);
});

tick('a closed, resulted or abandoned race says so, and sets no timer', () => {
	const clock = fakeClock();
	const el = mount();
	for (const [status, text] of [
		['closed', 'Closed'],
		['resulted', 'Resulted'],
		['abandoned', 'Abandoned'],
	] as const) {
		act(() => render(<RaceCountdown key={status} start={at(10 * MIN)} status={status} clock={clock} />, el));
		assert.is(el.textContent, text);
	}
	assert.is(clock.pending(), 0);
	render(null, el);
});

tick.run();

// ---
const sw = suite('R1..Rn');

const race = (id: number, no: number, start: number, status: RaceStatus) => ({
	race_id: id,
	raceNo: no,
	start_time: at(start),
	status,
});
const MEETING: Meeting = {
	event_id: 7,
	code: 'STN',
	meetings: 'Sha Tin',
	venue: 'Sha Tin',
	event_type: 'Races',
	day: '2025-09-13',
	races: [
		race(71, 1, -30 * MIN, 'resulted'),
		race(72, 2, -MIN, 'closed'),
		race(73, 3, 4 * MIN, 'open'),
		race(74, 4, 40 * MIN, 'open'),
	],
};

sw('each race with its time to the jump or its state; the one on screen is the current page', () => {
	const clock = fakeClock();
	const el = mount();
	act(() => render(<RaceSwitcher meeting={MEETING} current={73} clock={clock} />, el));
	const nav = el.querySelector('nav')!;
	assert.is(nav.getAttribute('aria-label'), 'Races at Sha Tin');
	const links = [...nav.querySelectorAll('a')];
	assert.equal(
		links.map((a) => a.textContent),
		['R1Resulted', 'R2Closed', 'R34:00', 'R440 min'],
	);
	assert.equal(
		links.map((a) => a.getAttribute('aria-current')),
		[null, null, 'page', null],
	);
	assert.is(links[3]!.getAttribute('href'), '#/pages/detail/detail?race_id=74');
	render(null, el);
});

sw('a tap on another race swaps the card in place; the current one goes nowhere', () => {
	const el = mount();
	location.hash = '#/pages/detail/detail?race_id=73';
	const before = history.length;
	act(() => render(<RaceSwitcher meeting={MEETING} current={73} clock={fakeClock()} />, el));
	const links = el.querySelectorAll('a');
	act(() => links[2]!.click());
	assert.is(location.hash, '#/pages/detail/detail?race_id=73');
	act(() => links[3]!.click());
	assert.is(location.hash, '#/pages/detail/detail?race_id=74');
	assert.is(history.length, before, 'replaced, not pushed: Back leaves the card');
	render(null, el);
});

sw.run();

// ---
const model = suite("the card's meeting");

model(
	'found by its meeting id in the day table the card names; a later answer wins, a failure keeps the races',
	async () => {
		const asked: string[] = [];
		const answers: (() => void)[] = [];
		const other = { ...MEETING, event_id: 8, meetings: 'Happy Valley' };
		let reply: { list: Meeting[] } | null = { list: [other, MEETING] };
		const m = createMeetingRaces((day, type) => {
			asked.push(`${day} ${type}`);
			const now = reply;
			return new Promise((done) => answers.push(() => done(now && { ...now, fromCache: false, age: 0, stale: false })));
		});
		const first = m.load({ event_id: 7, day: '2025-09-13', event_type: 'Races' });
		answers.shift()!();
		await first;
		assert.equal(asked, ['2025-09-13 Races']);
		assert.is(m.meeting.value?.meetings, 'Sha Tin');
		// two asks in flight (a pull-to-refresh, then another meeting): only the later one's answer counts
		reply = { list: [other] };
		const slow = m.reload();
		reply = { list: [other, MEETING] };
		const fast = m.load({ event_id: 8, day: '2025-09-13', event_type: 'Races' });
		answers.pop()!();
		await fast;
		answers.pop()!();
		await slow;
		await flushPromises();
		assert.is(m.meeting.value?.meetings, 'Happy Valley');
		reply = null;
		const failed = m.reload();
		answers.shift()!();
		await failed;
		assert.is(m.meeting.value?.meetings, 'Happy Valley', 'a failed read keeps the races shown');
		await m.load({ event_id: 8 });
		assert.is(asked.length, 4, 'a card without its day and type asks for nothing');
	},
);

model.run();
