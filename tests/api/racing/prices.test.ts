// The race card shows what the tote would pay now (docs/bets.md: net pool ÷ stake on the runner, Place split
// in places-paid parts, never below $1.00), the house seed keeps a quiet race priced, and with nothing more
// bet the price shown is the dividend paid.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seedPools } from '../../../server/domain/racing/seeds.ts';
import { tick } from '../../../server/sim/demo-clock.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { betBody, card, houseBalance, makeRace, place, type RaceFixture } from './support.ts';

interface Runner {
	horse_id: number;
	odds: number;
	win_price: number | null;
	place_price: number | null;
	scratched: boolean;
	silks: { body: string; sleeves: string; cap: string; pattern: string };
}

type Ctx = { h: Harness; p: Player; race: RaceFixture };

// the seed is $100 a pool here, so the sums are easy to follow:
const SEED = 100_00;

async function seeded(h: Harness, opts: Parameters<typeof makeRace>[1] = {}) {
	const race = await makeRace(h, opts);
	await h.db.tx((tx) => seedPools(tx, [race.race_id], SEED, `test:${race.race_id}`, h.clock.now()));
	return race;
}

const stakesOn = async (h: Harness, race: RaceFixture, pool: string) => {
	const r = await h.db.query<{ horse_id: number; cents: number }>(
		'SELECT horse_id, cents FROM pool_seeds WHERE race_id = $1 AND pool = $2',
		[race.race_id, pool],
	);
	return new Map(r.rows.map((x) => [x.horse_id, Number(x.cents)]));
};

// dividend per $1 = net pool × share ÷ stake, to the nearest cent, never below $1.00 (docs/bets.md):
const dividend = (poolCents: number, commission: number, parts: number, stakeCents: number) =>
	Math.max(100, Math.round((poolCents * (1 - commission)) / parts / (stakeCents / 100))) / 100;

const s = suite<Ctx>('live Win and Place prices on the race card', {} as Ctx);
s.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.p.user_id, 2_000_00);
	ctx.race = await seeded(ctx.h, { runners: 10, minutes: 20, seed: 2 });
});
s.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

s('a race nobody has bet on is priced from the house seed, spread by form', async ({ h, race }) => {
	const c = await card(h, race);
	const win = await stakesOn(h, race, 'win');
	const placeSeed = await stakesOn(h, race, 'place');
	const winPool = [...win.values()].reduce((a, b) => a + b, 0);
	const placePool = [...placeSeed.values()].reduce((a, b) => a + b, 0);
	assert.ok(Math.abs(winPool - SEED) <= 10, `the Win pool holds the seed (${winPool})`);
	assert.is(c.pools.win, winPool / 100);
	assert.is(c.pools.place, placePool / 100);
	assert.is(await houseBalance(h, 'liquidity'), -(winPool + placePool), 'the seed left the house liquidity');
	assert.is(await houseBalance(h, 'pool_seeds'), winPool + placePool, 'and sits in the pools');
	for (const r of c.runners as Runner[]) {
		assert.is(r.win_price, dividend(winPool, 0.15, 1, win.get(r.horse_id)!), `win price of ${r.horse_id}`);
		assert.is(r.place_price, dividend(placePool, 0.12, 3, placeSeed.get(r.horse_id)!), `place of ${r.horse_id}`);
		assert.is(r.odds, r.win_price, 'odds are the win price');
		assert.match(r.silks.body, /^#[0-9a-f]{6}$/);
	}
	const byForm = [...(c.runners as Runner[])].sort((a, b) => a.horse_id - b.horse_id);
	// the fixture's form prices lengthen with the runner number, so the seed's prices do too:
	assert.ok(byForm[0]!.win_price! < byForm[9]!.win_price!, 'the form favourite is shortest');
	assert.ok(c.prices_at, 'the card says when it was priced');
	assert.equal(c.jackpot, {});
});

s('a bet moves the prices and the reply records the price it was placed at', async ({ h, p, race }) => {
	const before = (await card(h, race)).runners as Runner[];
	const r = await place(h, p, betBody(race, { bet_type: 1, horse: [10], betAmount: 50 }));
	assert.is(r.status, 200, r.body.message);
	const shown = before.find((x) => x.horse_id === 10)!.win_price!;
	assert.is(r.body.data.approx_price, shown, 'approximate at bet time: the price shown before the bet');
	assert.is(r.body.data.approx_return, Math.floor(shown * 50 * 100) / 100);
	const after = (await card(h, race)).runners as Runner[];
	const on = (list: Runner[], id: number) => list.find((x) => x.horse_id === id)!;
	assert.ok(on(after, 10).win_price! < on(before, 10).win_price!, 'the backed runner shortens');
	assert.ok(on(after, 1).win_price! > on(before, 1).win_price!, 'the others lengthen');
	assert.is(on(after, 1).place_price, on(before, 1).place_price, 'a Win bet leaves the Place pool alone');
});

s('with nothing more bet, the winner is paid the price shown', async ({ h, p, race }) => {
	for (let horse = 1; horse <= 10; horse++) {
		h.clock.advance(1000);
		const body = betBody(race, { bet_type: 9, horse: [horse], betAmount: 2 + horse });
		assert.is((await place(h, p, body)).status, 200);
	}
	const shown = (await card(h, race)).runners as Runner[];
	h.clock.advance(20 * 60_000);
	await tick(h.deps, h.clock.now(), { generate: false });
	h.clock.advance(3 * 60_000);
	await tick(h.deps, h.clock.now(), { generate: false });
	const done = await card(h, race);
	assert.is(done.status, 'resulted');
	const finish: number[][] = done.result.finish;
	assert.ok(
		finish.slice(0, 3).every((g) => g.length === 1) && !done.result.scratched.length,
		'this seed runs without a dead heat or late scratching',
	);
	type D = { pool: string; combo: number[]; dividend: number };
	const paid = (pool: string, id: number) =>
		(done.dividends as D[]).find((d) => d.pool === pool && d.combo[0] === id)?.dividend;
	const winner = finish[0]![0]!;
	assert.is(paid('win', winner), shown.find((r) => r.horse_id === winner)!.win_price);
	for (const [id] of finish.slice(0, 3))
		assert.is(paid('place', id!), shown.find((r) => r.horse_id === id)!.place_price, `place dividend of ${id}`);
	const orders = await h.db.query<{ selections: { horse: number[] }; unit_stake: number; return_cents: number }>(
		`SELECT selections, unit_stake, return_cents FROM race_orders WHERE race_id = $1 AND bet_type = 9`,
		[race.race_id],
	);
	const each = orders.rows.find((o) => o.selections.horse[0] === winner)!;
	const price = shown.find((r) => r.horse_id === winner)!;
	const expected = Math.floor(
		(Math.round(price.win_price! * 100) + Math.round(price.place_price! * 100)) * (Number(each.unit_stake) / 100),
	);
	assert.is(Number(each.return_cents), expected, 'each way on the winner paid both shown prices');
	assert.is(await houseBalance(h, 'pool_seeds'), 0, 'the seeds left the pools at the result');
});

s.run();

// ---

const offer = suite<Ctx>('what the card prices and what it does not', {} as Ctx);
offer.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.p.user_id, 500_00);
});
offer.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

offer('a scratched runner has no price; a field under five has no place price', async ({ h }) => {
	const small = await seeded(h, { runners: 5, scratched: [2] });
	const c = await card(h, small);
	const gone = (c.runners as Runner[]).find((r) => r.horse_id === 2)!;
	assert.equal([gone.win_price, gone.place_price], [null, null]);
	assert.is(gone.odds, 4, 'odds fall back to the form price');
	for (const r of (c.runners as Runner[]).filter((x) => !x.scratched)) {
		assert.type(r.win_price, 'number');
		assert.is(r.place_price, null, 'four starters: no place betting');
	}
	assert.is(c.pools.place, 0);
});

offer('a race with no pool yet shows no price and its form odds', async ({ h }) => {
	const bare = await makeRace(h, { runners: 8 });
	const c = await card(h, bare);
	for (const r of c.runners as Runner[]) {
		assert.equal([r.win_price, r.place_price], [null, null]);
		assert.is(r.odds, 2 + r.horse_id);
	}
	const names = await h.call('GET', `/api/events/gethorse_name?race_id=${bare.race_id}`);
	assert.ok('win_price' in names.body.data.list[0] && 'silks' in names.body.data.list[0]);
});

offer('orders record the approximate price and possible return at bet time', async ({ h, p }) => {
	const race = await seeded(h, { runners: 8 });
	const c = (await card(h, race)).runners as Runner[];
	const on = (id: number) => c.find((r) => r.horse_id === id)!;
	h.clock.advance(5000);
	const multi = await place(h, p, betBody(race, { bet_type: 1, horse: [1, 2], betAmount: 10 }));
	assert.is(multi.body.data.approx_price, null, 'two runners: no one price');
	const best = Math.max(on(1).win_price!, on(2).win_price!);
	assert.is(multi.body.data.approx_return, Math.floor(best * 1000) / 100, 'the best case: the longer one wins');
	h.clock.advance(5000);
	const exotic = await place(h, p, betBody(race, { bet_type: 3, horse: [1, 2], betAmount: 10 }));
	assert.equal([exotic.body.data.approx_price, exotic.body.data.approx_return], [null, null]);
	const list = await h.call('GET', '/api/order/list?page=1&size=5', { token: p.access_token });
	const listed = list.body.data.list.find((o: { id: number }) => o.id === multi.body.data.id);
	assert.is(listed.approx_return, multi.body.data.approx_return, 'the order list says the same');
	assert.ok('approx_price' in listed);
});

offer('a race no longer open is never seeded, so no seed money is stranded in a settled pool', async ({ h }) => {
	const past = await makeRace(h, { runners: 8, minutes: 1 });
	h.clock.advance(2 * 60_000);
	await tick(h.deps, h.clock.now(), { generate: false });
	const moved = await h.db.tx((tx) => seedPools(tx, [past.race_id], SEED, 'test:late', h.clock.now()));
	assert.is(moved, 0);
	const rows = await h.db.query('SELECT 1 FROM pool_seeds WHERE race_id = $1', [past.race_id]);
	assert.is(rows.rows.length, 0);
});

offer.run();
