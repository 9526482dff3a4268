import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CacheOptions, Listing } from '../../../src/api/races.ts';
import { createRaces, type Meeting } from '../../../src/state/races/races-model.ts';
import { fakeLogger, flush } from '../api/fakes.ts';

type Ask = { day: string; type: string; force: boolean; answer: (list: Meeting[]) => void };

/** A race source whose day tables answer only when the test says so; every ask is recorded. */
function setup() {
	const asks: Ask[] = [];
	const api = {
		races: async () => null,
		dayTable<T>(day: string, type: string, options: CacheOptions = {}) {
			return new Promise<Listing<T> | null>((resolve) => {
				asks.push({
					day,
					type,
					force: !!options.force,
					answer: (list) => resolve({ list, fromCache: false, stale: false, age: 0 } as unknown as Listing<T>),
				});
			});
		},
	};
	const model = createRaces({ api, today: () => '2025-09-13', logger: fakeLogger() });
	return { model, asks };
}

const meeting = (id: number, day = '2025-09-13'): Meeting => ({
	event_id: id,
	code: 'FLM',
	meetings: 'Flemington',
	venue: 'Flemington',
	event_type: 'Races',
	day,
	races: [],
});

/** Which of the promises have settled so far. */
function watch(promises: Promise<unknown>[]) {
	const done = promises.map(() => false);
	promises.forEach((p, i) => void p.then(() => (done[i] = true)));
	return done;
}

const test = suite('race model: one day table request for the same list');

test('a second load of the same day and type while the first is out joins it', async () => {
	const { model, asks } = setup();
	const done = watch([model.loadMeetings(), model.loadMeetings()]);
	await flush();
	assert.is(asks.length, 1, 'one request');
	assert.equal(done, [false, false]);
	asks[0]?.answer([meeting(1)]);
	await flush();
	assert.equal(done, [true, true], 'both callers see it answered');
	assert.equal(
		model.meetings.value.map((m) => m.event_id),
		[1],
	);
});

test('a forced load while one is out sends its own request', async () => {
	const { model, asks } = setup();
	void model.loadMeetings();
	void model.loadMeetings(true);
	await flush();
	assert.equal(
		asks.map((a) => a.force),
		[false, true],
	);
});

test('once the first has settled, the next load asks again', async () => {
	const { model, asks } = setup();
	const first = model.loadMeetings();
	asks[0]?.answer([meeting(1)]);
	await first;
	const second = model.loadMeetings();
	await flush();
	assert.is(asks.length, 2);
	asks[1]?.answer([meeting(2)]);
	await second;
	assert.equal(
		model.meetings.value.map((m) => m.event_id),
		[2],
	);
});

test('another day asks for its own table, and a second ask for it joins that one', async () => {
	const { model, asks } = setup();
	void model.loadMeetings();
	const other = model.selectDate('2025-09-14');
	const again = model.loadMeetings();
	await flush();
	assert.equal(
		asks.map((a) => `${a.day}|${a.type}`),
		['2025-09-13|Races', '2025-09-14|Races'],
	);
	const done = watch([other ?? Promise.reject(new Error('no load')), again]);
	asks[1]?.answer([meeting(5, '2025-09-14')]);
	asks[0]?.answer([meeting(4)]);
	await flush();
	assert.equal(done, [true, true]);
	assert.equal(
		model.meetings.value.map((m) => m.event_id),
		[5],
		'the left day is dropped',
	);
});

test.run();
