import '../../setup/dom.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { takeFocus } from '../../../src/components/focus/focus-next.ts';
import { formatTime } from '../../../src/lib/format.ts';
import { MeetingList } from '../../../src/pages/index/meeting-list.tsx';
import { races } from '../../../src/state/races/races.ts';
import {
	type Meeting,
	type RaceStatus,
	type RaceSummary,
	upcomingRaces,
} from '../../../src/state/races/races-model.ts';
import { mount } from '../../setup/dom.ts';

const FAR = '2099-01-01T10:00:00Z';

/** Races 1..n: the first `resulted` are finished, one abandoned among them, the rest are still to run. */
function day(n: number, resulted: number, closed = 0): RaceSummary[] {
	return Array.from({ length: n }, (_, i) => {
		const no = i + 1;
		const status: RaceStatus =
			no <= resulted ? (no === 2 ? 'abandoned' : 'resulted') : no <= resulted + closed ? 'closed' : 'open';
		return { race_id: 1000 + no, raceNo: no, start_time: FAR, status };
	});
}

const meeting = (id: number, races: RaceSummary[]): Meeting => ({
	event_id: id,
	code: `M${id}`,
	meetings: `Venue ${id}`,
	venue: `Venue ${id}`,
	event_type: 'Races',
	day: '2025-09-13',
	races,
});

const rows = (section: Element) => [...section.querySelectorAll('.race-row .race-no')].map((el) => el.textContent);
const click = (el: Element | null | undefined) =>
	act(() => {
		el?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
	});

// ---
const Upcoming = suite('upcoming races of a meeting');

Upcoming('the next races still to be resulted, in race order, finished and abandoned ones left out', () => {
	const list = upcomingRaces(day(10, 3, 1), 4);
	assert.equal(
		list.map((r) => [r.raceNo, r.status]),
		[
			[4, 'closed'],
			[5, 'open'],
			[6, 'open'],
			[7, 'open'],
		],
	);
});

Upcoming('fewer than asked when the day is nearly over; none when it is over', () => {
	assert.is(upcomingRaces(day(10, 8), 4).length, 2);
	assert.is(upcomingRaces(day(10, 10), 4).length, 0);
});

Upcoming.run();

// ---
const List = suite('meeting list on the home page');

List('a day of 48 races a venue draws only the next 4 of each meeting', () => {
	const root = mount();
	const meetings = [1, 2].map((id) => meeting(id, day(48, 20)));
	act(() => render(<MeetingList meetings={meetings} />, root));
	assert.is(root.querySelectorAll('.race-row').length, 8, '2 meetings × 4 rows, not 96');
	assert.equal(rows(root.querySelector('.meeting')!), ['R21', 'R22', 'R23', 'R24']);
	act(() => render(null, root));
});

List('Show all expands that meeting only, in race-number order, finished races included; it folds back', () => {
	const root = mount();
	act(() => render(<MeetingList meetings={[meeting(1, day(12, 5)), meeting(2, day(12, 5))]} />, root));
	const [first, second] = [...root.querySelectorAll('.meeting')];
	const toggle = first!.querySelector('button.more-toggle');
	assert.is(toggle?.textContent, 'Show all races (12)');
	assert.is(toggle?.getAttribute('aria-expanded'), 'false');
	assert.ok(toggle?.previousElementSibling?.matches('ul.race-list'), 'the toggle follows the list it opens');

	click(toggle);
	assert.is(toggle?.getAttribute('aria-expanded'), 'true');
	assert.equal(
		rows(first!),
		Array.from({ length: 12 }, (_, i) => `R${i + 1}`),
	);
	assert.match(first!.textContent ?? '', 'Abandoned');
	assert.is(rows(second!).length, 4, 'the other meeting stays folded');
	assert.is(toggle?.textContent, 'Show fewer races');

	click(toggle);
	assert.equal(rows(first!), ['R6', 'R7', 'R8', 'R9']);
	act(() => render(null, root));
});

List('a finished day shows no rows until asked; a short meeting needs no toggle', () => {
	const root = mount();
	act(() => render(<MeetingList meetings={[meeting(1, day(8, 8)), meeting(2, day(3, 0))]} />, root));
	// the meeting still racing comes first, the finished one after it:
	const [short, done] = [...root.querySelectorAll('.meeting')];
	assert.is(
		short?.getAttribute('aria-labelledby'),
		'meeting-2',
		'a finished meeting is listed before one still racing',
	);
	assert.is(rows(done!).length, 0);
	assert.is(done!.querySelector('button.more-toggle')?.textContent, 'Show all races (8)');
	assert.is(rows(short!).length, 3);
	assert.is(short!.querySelector('button.more-toggle'), null);
	act(() => render(null, root));
});

List('open races keep their Bet button; a meeting is a labelled section', () => {
	const root = mount();
	act(() => render(<MeetingList meetings={[meeting(7, day(6, 1, 1))]} />, root));
	const section = root.querySelector('section.meeting')!;
	assert.is(root.querySelector(`#${section.getAttribute('aria-labelledby')}`)?.textContent, 'Venue 7 M7');
	assert.is(section.querySelectorAll('button.race-bet').length, 3, 'the closed race has none');
	assert.is(section.querySelector('button.race-bet')?.getAttribute('aria-label'), 'Bet Venue 7 Race 3');
	act(() => render(null, root));
});

List("Bet opens the form in that race's own row, under the finger; a second tap folds it", () => {
	const root = mount();
	act(() => render(<MeetingList meetings={[meeting(7, day(6, 1))]} />, root));
	const bets = [...root.querySelectorAll<HTMLButtonElement>('button.race-bet')];
	const row = (b: Element) => b.closest('li.race-row')!;
	assert.is(root.querySelector('.race-form'), null);
	click(bets[2]);
	assert.is(root.querySelectorAll('.race-form').length, 1, 'one form');
	assert.ok(row(bets[2]!).querySelector('.race-form'), 'in the tapped race row');
	assert.is(bets[2]!.getAttribute('aria-expanded'), 'true');
	assert.is(bets[0]!.getAttribute('aria-expanded'), 'false');
	assert.is(races.picked.value?.race_id, 1004, 'with that race as its first leg');
	click(bets[0]);
	assert.ok(row(bets[0]!).querySelector('.race-form'), 'another Bet moves it to that row');
	assert.is(root.querySelectorAll('.race-form').length, 1);
	click(bets[0]);
	assert.is(root.querySelector('.race-form'), null, 'folded');
	assert.not.ok(races.showBetForm.value);
	act(() => render(null, root));
});

/** A name from aria-labelledby, as a screen reader puts it together from the ids' texts. */
const nameOf = (root: Element, el: Element) =>
	(el.getAttribute('aria-labelledby') ?? '')
		.split(' ')
		.map((id) => [...(root.querySelector(`#${id}`)?.childNodes ?? [])].map((n) => n.textContent).join(' '))
		.join(' ');

List('each race link names its meeting, then its race, time and status: three meetings can each have an R3', () => {
	const root = mount();
	act(() => render(<MeetingList meetings={[meeting(7, day(6, 1, 1)), meeting(8, day(4, 0))]} />, root));
	const names = [...root.querySelectorAll('a.race-link')].map((a) => nameOf(root, a));
	const at = formatTime(new Date(FAR));
	assert.ok(names.includes(`Venue 7 R3 ${at} Open`), names.join(' | '));
	assert.ok(names.includes(`Venue 7 R2 ${at} Closed`), names.join(' | '));
	assert.ok(names.includes(`Venue 8 R3 ${at} Open`), names.join(' | '));
	act(() => render(null, root));
});

List("a race's Bet button says whether the form is open for it, and sends focus into the form", () => {
	const root = mount();
	// the form the button opens, as it stands in for the lazily loaded bet form:
	const Page = () => (
		<>
			{races.showBetForm.value && (
				<form id="bet-form">
					<select id="bet-type" ref={takeFocus} aria-label="Bet type" />
				</form>
			)}
			<MeetingList meetings={[meeting(7, day(6, 1, 1))]} />
		</>
	);
	act(() => render(<Page />, root));
	const bet = root.querySelector<HTMLButtonElement>('button.race-bet')!;
	assert.is(bet.getAttribute('aria-expanded'), 'false');
	bet.focus();
	click(bet);
	assert.is(bet.getAttribute('aria-expanded'), 'true', 'the form is open for this race');
	assert.is(bet.getAttribute('aria-controls'), 'bet-form');
	assert.ok(root.querySelector(`#${bet.getAttribute('aria-controls')}`), 'it controls the form on screen');
	assert.is(document.activeElement?.id, 'bet-type', 'focus moved into the form it opened, above the list');
	const other = root.querySelectorAll<HTMLButtonElement>('button.race-bet')[1]!;
	assert.is(other.getAttribute('aria-expanded'), 'false', "another race's button is not the open one");
	other.focus();
	click(other);
	assert.is(document.activeElement?.id, 'bet-type', 'the form already open takes focus too');
	races.setShowBetForm(false);
	act(() => render(null, root));
});

/** Lets tasks run (each a zero-delay timer) until `done` holds; false if it never did within `max` tasks. */
async function tasksUntil(done: () => boolean, max = 50): Promise<boolean> {
	for (let i = 0; i < max && !done(); i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
	return done();
}

List('a long day is drawn in slices: the first meetings at once, the rest in later tasks, in order', async () => {
	const root = mount();
	const meetings = Array.from({ length: 14 }, (_, i) => meeting(i + 1, day(6, 0)));
	const names = () => [...root.querySelectorAll('.meeting-title span')].map((n) => n.textContent);
	act(() => render(<MeetingList meetings={meetings} />, root));
	const first = names().length;
	assert.ok(first >= 2 && first < 14, `the first render draws a screenful, not the day (${first})`);
	assert.equal(
		names(),
		meetings.slice(0, first).map((m) => m.meetings),
	);
	assert.ok(await tasksUntil(() => names().length === 14), 'every meeting drawn in the end');
	assert.equal(
		names(),
		meetings.map((m) => m.meetings),
	);
	// another day starts again from its first slice, never showing the old day's rows:
	const next = Array.from({ length: 14 }, (_, i) => meeting(100 + i, day(6, 0)));
	act(() => render(<MeetingList meetings={next} />, root));
	assert.equal(
		names(),
		next.slice(0, first).map((m) => m.meetings),
	);
	assert.ok(await tasksUntil(() => names().length === 14));
	act(() => render(null, root));
});

List.run();
