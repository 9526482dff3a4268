// The server owns the racing day: GET /api/events/calendar says which day is Today in the racing zone and which
// days from yesterday to three ahead have racing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tick } from '../../../server/sim/demo-clock.ts';
import { type Harness, harness } from '../support/harness.ts';

type Ctx = { h: Harness };

// 05:43 in Hong Kong on the 13th is still the 12th in UTC:
const HK_MORNING = Date.parse('2025-09-12T21:43:00Z');

const atHkMorning = (h: Harness) => h.clock.advance(HK_MORNING - h.clock.now().getTime());

const hk = suite<Ctx>('a racing day in Hong Kong', {} as Ctx);
hk.before(async (ctx) => {
	ctx.h = await harness({ timeZone: 'Asia/Hong_Kong' });
	atHkMorning(ctx.h);
	await tick(ctx.h.deps, ctx.h.clock.now(), { generate: true });
});
hk.after(async (ctx) => ctx.h.close());

hk('at 05:43 Hong Kong time Today is the Hong Kong date, and the calendar spans yesterday to +3', async ({ h }) => {
	const r = await h.call('GET', '/api/events/calendar');
	assert.is(r.status, 200);
	assert.is(r.body.data.today, '2025-09-13');
	assert.is(r.body.data.time_zone, 'Asia/Hong_Kong');
	assert.is(r.body.data.utc_offset, 480, "the zone's offset now, in minutes");
	assert.equal(r.body.data.days, [
		{ day: '2025-09-12', has_racing: true },
		{ day: '2025-09-13', has_racing: true },
		{ day: '2025-09-14', has_racing: true },
		{ day: '2025-09-15', has_racing: false },
		{ day: '2025-09-16', has_racing: false },
	]);
});

hk("the races running now are on Today's card, not Yesterday's", async ({ h }) => {
	const open = (await h.call('GET', '/api/events/races?limit=20')).body.data.list as { day: string }[];
	assert.ok(open.length > 0);
	assert.ok(
		open.some((r) => r.day === '2025-09-13'),
		'the soonest races belong to the Hong Kong date',
	);
	const today = await h.call('GET', '/api/events/day_table?day=2025-09-13&event_type=Races');
	assert.ok(today.body.data.list.length > 0, "Today's card has meetings");
});

hk.run();

// ---

const utc = suite<Ctx>('the same instant in a UTC racing zone', {} as Ctx);
utc.before(async (ctx) => {
	ctx.h = await harness({ timeZone: 'UTC' });
	atHkMorning(ctx.h);
});
utc.after(async (ctx) => ctx.h.close());

utc('Today is the UTC date, and days with nothing carded have no racing', async ({ h }) => {
	const r = await h.call('GET', '/api/events/calendar');
	assert.is(r.body.data.today, '2025-09-12');
	assert.is(r.body.data.time_zone, 'UTC');
	assert.is(r.body.data.utc_offset, 0);
	assert.ok(
		r.body.data.days.every((d: { has_racing: boolean }) => !d.has_racing),
		'nothing is carded yet',
	);
});

utc.run();

// ---

const london = suite<Ctx>('a racing zone with summer time', {} as Ctx);
london.before(async (ctx) => {
	ctx.h = await harness({ timeZone: 'Europe/London' });
});
london.after(async (ctx) => ctx.h.close());

london(
	'the offset is the one in force at the moment asked: British Summer Time in July, GMT in January',
	async ({ h }) => {
		h.clock.advance(Date.parse('2025-07-01T12:00:00Z') - h.clock.now().getTime());
		assert.is((await h.call('GET', '/api/events/calendar')).body.data.utc_offset, 60);
		h.clock.advance(Date.parse('2026-01-15T12:00:00Z') - h.clock.now().getTime());
		assert.is((await h.call('GET', '/api/events/calendar')).body.data.utc_offset, 0);
	},
);

london.run();
