// The home builder's race choice: only races still open for betting, soonest first, grouped by meeting.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { laterAtMeeting, raceGroups } from '../../../src/components/bet-form/race-choice.ts';
import type { RaceStatus } from '../../../src/state/races/races-model.ts';

const race = (race_id: number, event_id: number, meetings: string, raceNo: number, at: string, status: RaceStatus) => ({
	race_id,
	event_id,
	code: meetings.slice(0, 3).toUpperCase(),
	meetings,
	raceNo,
	day: '2025-09-13',
	start_time: `2025-09-13T${at}:00Z`,
	status,
});

// in the order a server might send them: by meeting and race number, finished races among them
const DAY = [
	race(1, 7, 'Flemington', 1, '09:00', 'resulted'),
	race(2, 7, 'Flemington', 2, '09:30', 'closed'),
	race(3, 7, 'Flemington', 3, '10:10', 'open'),
	race(4, 7, 'Flemington', 4, '10:40', 'open'),
	race(5, 9, 'Randwick', 5, '10:05', 'open'),
	race(6, 9, 'Randwick', 6, '10:35', 'open'),
	race(7, 9, 'Randwick', 7, '11:00', 'abandoned'),
	race(8, 11, 'Ascot', 2, '12:00', 'open'),
];

const ids = (groups: ReturnType<typeof raceGroups>) => groups.map((g) => [g.meeting, g.races.map((r) => r.race_id)]);

const choice = suite('race choice');

choice('only open races, grouped by meeting, the meeting with the soonest race first, soonest first within', () => {
	assert.equal(ids(raceGroups(DAY)), [
		['Randwick', [5, 6]],
		['Flemington', [3, 4]],
		['Ascot', [8]],
	]);
});

choice('soonest first even when the list comes in another order', () => {
	assert.equal(ids(raceGroups([...DAY].reverse())), ids(raceGroups(DAY)));
});

choice('two meetings of one name (a venue racing twice) stay apart, by their id', () => {
	const twice = [race(20, 1, 'Ascot', 1, '10:00', 'open'), race(21, 2, 'Ascot', 1, '10:30', 'open')];
	assert.equal(ids(raceGroups(twice)), [
		['Ascot', [20]],
		['Ascot', [21]],
	]);
});

choice("a double's second leg: this meeting's later open races only", () => {
	assert.equal(
		laterAtMeeting(DAY, { event_id: 7, raceNo: 3 }).map((r) => r.race_id),
		[4],
	);
	assert.equal(
		laterAtMeeting(DAY, { event_id: 9, raceNo: 5 }).map((r) => r.race_id),
		[6],
		'the abandoned race is not offered',
	);
	assert.equal(laterAtMeeting(DAY, { event_id: '11', raceNo: 2 }), [], 'the last race has none');
});

choice('nothing open: no groups', () => {
	assert.equal(raceGroups(DAY.filter((r) => r.status !== 'open')), []);
});

choice.run();
