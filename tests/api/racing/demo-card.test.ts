// The demo card is like a real racing day: meetings of 8 to 10 races 25 to 35 minutes apart, staggered across
// venues in several zones so a race jumps every few minutes round the clock; tomorrow's fields published;
// yesterday resulted.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tick } from '../../../server/sim/demo-clock.ts';
import { type Harness, harness } from '../support/harness.ts';

type Ctx = { h: Harness };
interface Race {
	race_id: number;
	raceNo: number;
	start_time: string;
	status: string;
	runners: number;
}
interface Meeting {
	code: string;
	time_zone: string;
	races: Race[];
}

const TYPES = ['Races', 'Harness', 'Greyhounds'];

async function dayCard(h: Harness, day: string): Promise<Meeting[]> {
	const lists = await Promise.all(TYPES.map((t) => h.call('GET', `/api/events/day_table?day=${day}&event_type=${t}`)));
	return lists.flatMap((r) => r.body.data.list as Meeting[]);
}

const s = suite<Ctx>('a demo racing day', {} as Ctx);
s.before(async (ctx) => {
	ctx.h = await harness();
	await tick(ctx.h.deps, ctx.h.clock.now(), { generate: true });
});
s.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

s('each meeting runs 8 to 10 races, 25 to 35 minutes apart', async ({ h }) => {
	const meetings = await dayCard(h, '2025-09-13');
	assert.ok(meetings.length >= 12, `many meetings (${meetings.length})`);
	for (const m of meetings) {
		assert.ok(m.races.length >= 8 && m.races.length <= 10, `${m.code} has ${m.races.length} races`);
		for (let i = 1; i < m.races.length; i++) {
			const gap = (Date.parse(m.races[i]!.start_time) - Date.parse(m.races[i - 1]!.start_time)) / 60_000;
			assert.ok(gap >= 25 && gap <= 35, `${m.code} R${i} to R${i + 1}: ${gap} min`);
		}
	}
	assert.ok(new Set(meetings.map((m) => m.time_zone)).size >= 5, 'venues in several zones');
});

s('a race jumps every few minutes round the clock', async ({ h }) => {
	const all = (await Promise.all(['2025-09-12', '2025-09-13', '2025-09-14'].map((d) => dayCard(h, d)))).flat();
	const starts = all.flatMap((m) => m.races.map((r) => Date.parse(r.start_time))).sort((a, b) => a - b);
	const midnight = Date.parse('2025-09-13T00:00:00Z');
	for (let hour = 0; hour < 24; hour++) {
		const from = midnight + hour * 3_600_000;
		const n = starts.filter((t) => t >= from && t < from + 3_600_000).length;
		assert.ok(n >= 3, `${n} races start in hour ${hour}`);
	}
	const today = starts.filter((t) => t >= midnight && t < midnight + 86_400_000);
	const longest = Math.max(...today.slice(1).map((t, i) => t - today[i]!)) / 60_000;
	assert.ok(longest <= 35, `never more than 35 minutes without a race (${longest})`);
});

s("tomorrow's fields are published; the days after have no racing yet", async ({ h }) => {
	const tomorrow = await dayCard(h, '2025-09-14');
	assert.ok(tomorrow.length >= 12);
	for (const m of tomorrow) for (const r of m.races) assert.ok(r.runners >= 4, `${m.code} R${r.raceNo} has a field`);
	const names = await h.call('GET', `/api/events/gethorse_name?race_id=${tomorrow[0]!.races[0]!.race_id}`);
	assert.ok(names.body.data.list.length >= 4);
	const calendar = (await h.call('GET', '/api/events/calendar')).body.data;
	assert.equal(
		calendar.days.map((d: { has_racing: boolean }) => d.has_racing),
		[true, true, true, false, false],
	);
});

s('yesterday is resulted, with dividends on every race that ran', async ({ h }) => {
	const yesterday = await dayCard(h, '2025-09-12');
	const races = yesterday.flatMap((m) => m.races);
	assert.ok(races.length > 100);
	// the last of yesterday's night meetings may still be running at 08:00 the next morning:
	const over = races.filter((r) => Date.parse(r.start_time) < h.clock.now().getTime() - 3 * 60_000);
	for (const r of over) assert.ok(['resulted', 'abandoned'].includes(r.status), `race ${r.race_id} is ${r.status}`);
	const c = (await h.call('GET', `/api/events/race?race_id=${over[0]!.race_id}`)).body.data;
	assert.ok(
		c.dividends.some((d: { pool: string }) => d.pool === 'win'),
		'the house seed makes a Win dividend even where no player bet',
	);
});

s.run();
