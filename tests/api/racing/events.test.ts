import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tick } from '../../../server/sim/demo-clock.ts';
import { type Harness, harness } from '../support/harness.ts';

type Ctx = { h: Harness };
const cards = suite<Ctx>('race cards from the simulator', {} as Ctx);
cards.before(async (ctx) => {
	ctx.h = await harness();
});
cards.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const count = async (h: Harness, table: string) =>
	(await h.db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0]!.n;

cards('a tick makes yesterday, today and tomorrow once; a second tick duplicates nothing', async ({ h }) => {
	const first = await tick(h.deps, h.clock.now(), { generate: true });
	assert.equal(first?.generated, ['2025-09-12', '2025-09-13', '2025-09-14']);
	const tables = ['meetings', 'races', 'runners', 'pool_seeds'];
	const sizes = await Promise.all(tables.map((t) => count(h, t)));
	const second = await tick(h.deps, h.clock.now(), { generate: true });
	assert.equal(second?.generated, []);
	assert.equal(await Promise.all(tables.map((t) => count(h, t))), sizes);
	const seeded = await h.db.query<{ n: number }>(
		`SELECT count(*)::bigint AS n FROM ledger_transactions WHERE kind = 'pool_seed'`,
	);
	assert.is(seeded.rows[0]!.n, 3, 'one seed posting a day, written once');
});

cards('the races list holds only open races, soonest first, with the bet form fields', async ({ h }) => {
	const r = await h.call('GET', '/api/events/races');
	assert.is(r.status, 200);
	const list = r.body.data.list;
	assert.ok(list.length > 0);
	const now = h.clock.now().toISOString();
	for (const race of list) {
		assert.is(race.status, 'open');
		assert.ok(race.start_time > now, 'starts in the future');
		for (const f of ['race_id', 'event_id', 'code', 'meetings', 'raceNo', 'start_time', 'day', 'event_type'])
			assert.ok(f in race, `${f} is there`);
	}
	const starts = list.map((x: { start_time: string }) => x.start_time);
	assert.equal(starts, [...starts].sort());
});

cards("day_table lists that day's meetings of the type, each with its races in order", async ({ h }) => {
	const r = await h.call('GET', '/api/events/day_table?day=2025-09-14&event_type=Races');
	assert.is(r.status, 200);
	const meetings = r.body.data.list;
	assert.ok(meetings.length >= 5, 'thoroughbred meetings around the world');
	for (const m of meetings) {
		assert.is(m.event_type, 'Races');
		assert.is(m.day, '2025-09-14');
		assert.type(m.event_id, 'number');
		assert.match(m.time_zone, /^[A-Z][a-z]+\/[A-Za-z_]+$/, 'the venue names its zone');
		// the venue's clock at the first race, so the app need not load Intl's zone data to note it:
		const first = new Date(m.races[0].start_time);
		const shown = new Date(first.getTime() + m.utc_offset * 60_000).toISOString().slice(11, 16);
		const wanted = new Intl.DateTimeFormat('en-GB', { timeZone: m.time_zone, hour: '2-digit', minute: '2-digit' });
		assert.is(shown, wanted.format(first), `${m.time_zone}: utc_offset gives the venue's clock`);
		const name = new Intl.DateTimeFormat('en-GB', { timeZone: m.time_zone, timeZoneName: 'short' });
		assert.ok(name.format(first).endsWith(m.zone_name), `${m.time_zone}: zone_name is its short name`);
		const numbers = m.races.map((x: { raceNo: number }) => x.raceNo);
		assert.equal(
			numbers,
			[...numbers].sort((a: number, b: number) => a - b),
		);
		const race = m.races[0];
		for (const f of ['race_id', 'raceNo', 'start_time', 'distance', 'status', 'runners']) assert.ok(f in race, f);
	}
	const dogs = await h.call('GET', '/api/events/day_table?day=2025-09-14&event_type=Greyhounds');
	assert.ok(dogs.body.data.list.length >= 2);
	const none = await h.call('GET', '/api/events/day_table?day=2030-01-01&event_type=Races');
	assert.equal(none.body.data.list, []);
});

cards('day_table refuses a bad day or type, naming the field', async ({ h }) => {
	const day = await h.call('GET', '/api/events/day_table?day=13-09-2025&event_type=Races');
	assert.is(day.status, 400);
	assert.match(day.body.message, /^day /);
	const type = await h.call('GET', '/api/events/day_table?day=2025-09-13&event_type=Camels');
	assert.is(type.status, 400);
	assert.match(type.body.message, /^event_type /);
});

cards('gethorse_name lists horse_id and name; the race card adds the rest', async ({ h }) => {
	const races = await h.call('GET', '/api/events/races');
	const raceId = races.body.data.list[0].race_id;
	const horses = await h.call('GET', `/api/events/gethorse_name?race_id=${raceId}`);
	assert.is(horses.status, 200);
	const first = horses.body.data.list[0];
	assert.is(first.horse_id, 1);
	assert.type(first.name, 'string');
	assert.type(first.odds, 'number');
	assert.type(first.scratched, 'boolean');
	const card = await h.call('GET', `/api/events/race?race_id=${raceId}`);
	assert.is(card.body.data.runners.length, horses.body.data.list.length);
	assert.is(card.body.data.result, null);
	assert.is(card.body.data.dividends, null);
	const missing = await h.call('GET', '/api/events/gethorse_name?race_id=999999');
	assert.is(missing.status, 404);
	const bad = await h.call('GET', '/api/events/gethorse_name?race_id=abc');
	assert.is(bad.status, 400);
	assert.match(bad.body.message, /^race_id /);
});

cards('races close at their start and carry a result once the delay has passed', async ({ h }) => {
	const races = await h.call('GET', '/api/events/races');
	const next = races.body.data.list[0];
	h.clock.advance(Date.parse(next.start_time) - h.clock.now().getTime());
	await tick(h.deps, h.clock.now(), { generate: true });
	assert.is((await h.call('GET', `/api/events/race?race_id=${next.race_id}`)).body.data.status, 'closed');
	h.clock.advance(120_000);
	await tick(h.deps, h.clock.now(), { generate: true });
	const card = (await h.call('GET', `/api/events/race?race_id=${next.race_id}`)).body.data;
	assert.is(card.status, 'resulted');
	assert.ok(card.result.finish.length > 0);
	assert.ok([0, 2, 3].includes(card.places_paid));
	// the day's list names the first three home, in finish order, from the race's own runners:
	const day = await h.call('GET', `/api/events/day_table?day=${next.day}&event_type=${next.event_type}`);
	const listed = day.body.data.list
		.flatMap((m: { races: unknown[] }) => m.races)
		.find((r: { race_id: number }) => r.race_id === next.race_id);
	const names = new Map(card.runners.map((r: { horse_id: number; name: string }) => [r.horse_id, r.name]));
	const first3 = (card.result.finish as number[][]).flat().slice(0, 3);
	assert.equal(
		listed.placings,
		first3.map((id) => ({ horse_id: id, name: names.get(id) })),
	);
	const open = day.body.data.list
		.flatMap((m: { races: { status: string }[] }) => m.races)
		.find((r: { status: string }) => r.status === 'open');
	assert.not.ok(open && 'placings' in open, 'an open race has no placings');
});

cards.run();

// ---

const lateNight = suite<Ctx>('a race card in the last minutes of its day', {} as Ctx);
lateNight.before(async (ctx) => {
	ctx.h = await harness();
});
lateNight.after(async (ctx) => {
	await ctx.h.close();
});

lateNight("at 23:59 today's own card still has races open, so 'Today' is never an empty list", async ({ h }) => {
	h.clock.advance(Date.parse('2025-09-13T23:59:00Z') - h.clock.now().getTime());
	await tick(h.deps, h.clock.now(), { generate: true });
	const open = (await h.call('GET', '/api/events/races')).body.data.list as { day: string; start_time: string }[];
	const today = open.filter((race) => race.day === '2025-09-13');
	assert.ok(today.length > 0, "today's card has open races");
	const last = Math.max(...today.map((race) => Date.parse(race.start_time)));
	assert.ok(last >= h.clock.now().getTime() + 20 * 60_000, 'the last starts well after midnight');
});

lateNight.run();

// ---

const cli = suite<Ctx>('the settle operator command', {} as Ctx);
cli.before(async (ctx) => {
	ctx.h = await harness();
});
cli.after(async (ctx) => {
	await ctx.h.close();
});

cli('`settle` runs a tick now and reports what it did', async ({ h }) => {
	const { runCommand } = await import('../../../server/operator/commands.ts');
	const outcome = await runCommand(h.deps, 'test-operator', ['settle']);
	assert.ok(outcome.ok);
	const report = outcome.output as { closed: number; settled: number };
	assert.type(report.closed, 'number');
	assert.type(report.settled, 'number');
});

cli.run();
