import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { syntheticDay } from '../../../scripts/bench/synthetic-day.ts';

const test = suite('syntheticDay');
const NOW = Date.UTC(2025, 8, 13, 12);

test('10 meetings of 10 races, numbered 1..10 in order', () => {
	const day = syntheticDay('2025-09-13', NOW);
	assert.is(day.length, 10);
	for (const m of day) {
		assert.equal(
			m.races.map((r) => r.raceNo),
			[1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
			`${m.meetings} races out of order`,
		);
		assert.is(m.day, '2025-09-13');
	}
});

test('race ids are unique within a day and never repeat on another day', () => {
	const ids = (day: string) => syntheticDay(day, NOW).flatMap((m) => m.races.map((r) => r.race_id));
	const today = ids('2025-09-13');
	assert.is(new Set(today).size, 100, 'duplicate race id within the day');
	const tomorrow = new Set(ids('2025-09-14'));
	assert.not.ok(
		today.some((id) => tomorrow.has(id)),
		'a new day would reuse rows',
	);
});

test('a realistic mix: run races resulted, the next closed, the rest open with later start times', () => {
	const [first] = syntheticDay('2025-09-13', NOW);
	assert.equal(
		first!.races.map((r) => r.status),
		['resulted', 'resulted', 'resulted', 'closed', 'open', 'open', 'open', 'open', 'open', 'open'],
	);
	const open = first!.races.filter((r) => r.status === 'open');
	assert.ok(
		open.every((r) => Date.parse(r.start_time) > NOW),
		'open races must start in the future',
	);
});

test('the size is a parameter', () => {
	const day = syntheticDay('2025-09-13', NOW, 2, 3);
	assert.is(day.length, 2);
	assert.is(day[0]!.races.length, 3);
});

test.run();
