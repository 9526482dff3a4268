// How often a race card reads its meeting's day table: once a visit, not with every 20 s refresh of the card.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CacheOptions } from '../../../src/api/races.ts';
import { createMeetingRaces } from '../../../src/state/races/meeting-races-model.ts';
import type { Meeting } from '../../../src/state/races/races-model.ts';

const DAY = '2025-09-13';
const meeting = (event_id: number): Meeting => ({
	...{ event_id, code: `M${event_id}`, meetings: `Meeting ${event_id}`, venue: 'ST', event_type: 'Races', day: DAY },
	races: [{ race_id: event_id * 10 + 1, raceNo: 1, start_time: '2025-09-13T05:00:00.000Z', status: 'open' }],
});

function dayTableReads(answer: () => Meeting[] | null = () => [meeting(7), meeting(8)]) {
	const reads: { day: string; type: string; force: boolean }[] = [];
	const model = createMeetingRaces(async (day, type, options?: CacheOptions) => {
		reads.push({ day, type, force: !!options?.force });
		const list = answer();
		return list && { list, fromCache: false, age: 0, stale: false };
	});
	return { model, reads };
}

/** The card's reply, as each 20 s refresh brings it: a new object each time. */
const card = (event_id: number, race_id = event_id * 10 + 1) => ({ event_id, race_id, day: DAY, event_type: 'Races' });

const reads = suite("the race card's meeting reads");

reads('a card visit reads the day table once, however many times the card refreshes', async () => {
	const { model, reads } = dayTableReads();
	// 15 minutes on an open card: 45 refreshes
	for (let i = 0; i < 45; i++) await model.load(card(7));
	assert.is(reads.length, 1, `${reads.length} day table reads for one visit`);
	assert.is(model.meeting.value?.event_id, 7);
	// R2 of the same meeting, tapped in the switcher, is the same meeting:
	await model.load(card(7, 72));
	assert.is(reads.length, 1, 'another race of the same meeting read the day table again');
});

reads("pull-to-refresh reads it again from the server; another meeting's card and a new visit read it", async () => {
	const { model, reads } = dayTableReads();
	await model.load(card(7));
	await model.reload();
	assert.equal(reads.at(-1), { day: DAY, type: 'Races', force: true }, 'the pull went past the cache');
	await model.load(card(8));
	assert.is(model.meeting.value?.event_id, 8);
	model.leave();
	await model.load(card(8));
	assert.equal(
		reads.map((r) => r.force),
		[false, true, false, false],
	);
});

reads('a failed read is tried again by the next refresh, and the races shown stay', async () => {
	let up = true;
	const { model, reads } = dayTableReads(() => (up ? [meeting(7)] : null));
	await model.load(card(7));
	up = false;
	await model.reload();
	assert.is(model.meeting.value?.event_id, 7, 'a failure emptied the switcher');
	up = true;
	await model.load(card(7));
	await model.load(card(7));
	assert.is(reads.length, 3, 'one read, one failed pull, one read again after it');
});

reads.run();
