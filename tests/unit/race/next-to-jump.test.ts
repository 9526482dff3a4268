import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nextToJump } from '../../../src/pages/index/next-to-jump.tsx';
import type { Meeting, RaceStatus } from '../../../src/state/races/races-model.ts';

const race = (id: number, start: string, status: RaceStatus, placings?: { horse_id: number; name: string }[]) => ({
	race_id: id,
	raceNo: id % 10,
	start_time: `2025-09-13T${start}:00Z`,
	status,
	runners: 8,
	...(placings ? { placings } : {}),
});
const meeting = (id: number, name: string, races: ReturnType<typeof race>[]): Meeting => ({
	event_id: id,
	code: name.slice(0, 3).toUpperCase(),
	meetings: name,
	venue: name,
	event_type: 'Races',
	day: '2025-09-13',
	races,
});
const won = [
	{ horse_id: 4, name: 'First' },
	{ horse_id: 2, name: 'Second' },
	{ horse_id: 7, name: 'Third' },
];

test('next to jump: open races from every meeting, soonest first, five at most', () => {
	const day = [
		meeting(1, 'Ascot', [race(11, '10:00', 'resulted', won), race(12, '12:30', 'open'), race(13, '13:30', 'open')]),
		meeting(2, 'Randwick', [race(21, '12:00', 'closed'), race(22, '12:15', 'open'), race(23, '12:45', 'open')]),
		meeting(3, 'Sha Tin', [race(31, '11:00', 'resulted', won), race(32, '14:00', 'open'), race(33, '15:00', 'open')]),
	];
	const { next, results } = nextToJump(day);
	assert.equal(
		next.map((r) => `${r.venue} ${r.race_id}`),
		['Randwick 22', 'Ascot 12', 'Randwick 23', 'Ascot 13', 'Sha Tin 32'],
	);
	assert.equal(
		results.map((r) => r.race_id),
		[31, 11],
		'the latest result first',
	);
	assert.equal(results[0]?.placings, won);
});

test('a resulted race the server gave no placings for is left out, not shown empty', () => {
	const { next, results } = nextToJump([meeting(1, 'Ascot', [race(11, '10:00', 'resulted')])]);
	assert.equal(next, []);
	assert.equal(results, []);
});

test.run();
