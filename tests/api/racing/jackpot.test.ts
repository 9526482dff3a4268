// The Rules page: "If no one backed the winning combination, the pool jackpots to the same bet type in the next
// race at that venue." The net pool carries through the ledger, that race's winners are paid it, and a race at
// another venue is not.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tick } from '../../../server/sim/demo-clock.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { betBody, card, houseBalance, makeMeeting, place, type RaceFixture, signInAgain } from './support.ts';

type Ctx = { h: Harness; a: Player; b: Player; first: RaceFixture; next: RaceFixture; other: RaceFixture };

const run = async (h: Harness, race: RaceFixture) => {
	const start = Date.parse((await card(h, race)).start_time);
	h.clock.advance(start - h.clock.now().getTime() + 3 * 60_000);
	await tick(h.deps, h.clock.now(), { generate: false });
	return card(h, race);
};

const returnOf = async (h: Harness, race: RaceFixture, type: number) => {
	const r = await h.db.query<{ return_cents: number; status: string }>(
		'SELECT return_cents, status FROM race_orders WHERE race_id = $1 AND bet_type = $2',
		[race.race_id, type],
	);
	return r.rows.map((x) => ({ cents: Number(x.return_cents), status: x.status }));
};

const s = suite<Ctx>('jackpots carry to the next race of the same kind', {} as Ctx);
s.before(async (ctx) => {
	const h = await harness();
	ctx.h = h;
	ctx.a = await registerPlayer(h);
	ctx.b = await registerPlayer(h);
	await fund(h, ctx.a.user_id, 100_00);
	await fund(h, ctx.b.user_id, 100_00);
	// Jackpot Park races at +30 and +40 minutes, Other Downs in between; no house seed in these pools:
	const jackpotPark = await makeMeeting(h, { code: 'JPK', races: 2, minutes: 30 });
	ctx.first = jackpotPark[0]!;
	ctx.next = jackpotPark[1]!;
	ctx.other = (await makeMeeting(h, { code: 'OTH', races: 1, minutes: 35 }))[0]!;
});
s.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

s('a pool nobody backed carries its net pool, and the next race at the venue shows it', async (ctx) => {
	const { h, a, first, next, other } = ctx;
	assert.is((await place(h, a, betBody(first, { bet_type: 3, horse: [1, 2], betAmount: 10 }))).status, 200);
	assert.is((await place(h, a, betBody(first, { bet_type: 1, horse: [2], betAmount: 10 }))).status, 200);
	const done = await run(h, first);
	const [winner, second] = done.result.finish as number[][];
	assert.equal([winner, second], [[7], [1]], "this race's seed: 7 wins from 1, so neither bet is backed");
	assert.equal(done.dividends, [], 'no dividend declared');
	assert.equal(done.jackpot_out, { quinella: 8.4, win: 8.5 }, 'the result says where the unbacked pools went');
	assert.equal((await returnOf(h, first, 3))[0], { cents: 0, status: 'lost' });
	// $10 less 16% and $10 less 15% commission (docs/bets.md):
	assert.is(await houseBalance(h, 'jackpots'), 840 + 850, 'the net pools moved to the jackpot account');
	assert.equal((await card(h, next)).jackpot, { quinella: 8.4, win: 8.5 });
	assert.equal((await card(h, other)).jackpot, {}, 'another venue does not get it');
});

s('a race at another venue pays its own pools only', async ({ h, b, other }) => {
	await signInAgain(h, b);
	assert.is(
		(await place(h, b, betBody(other, { bet_type: 1, horse: [1, 2, 3, 4, 5, 6, 7, 8], betAmount: 1 }))).status,
		200,
	);
	const done = await run(h, other);
	assert.equal(done.result.finish[0], [7]);
	const win = done.dividends.find((d: { pool: string }) => d.pool === 'win');
	assert.is(win.dividend, 6.8, '$8 less 15% on $1');
	assert.is(await houseBalance(h, 'jackpots'), 1690, 'the jackpot still waits');
});

s("the next race's winners are paid the jackpot with their pool", async ({ h, b, next }) => {
	await signInAgain(h, b);
	const box = betBody(next, { bet_type: 4, horse: [1, 2, 3, 4, 5, 6, 7, 8], betAmount: 1 });
	assert.is((await place(h, b, box)).status, 200);
	const field = betBody(next, { bet_type: 1, horse: [1, 2, 3, 4, 5, 6, 7, 8], betAmount: 1 });
	assert.is((await place(h, b, field)).status, 200);
	const done = await run(h, next);
	assert.equal(done.result.finish.slice(0, 2), [[4], [6]]);
	type D = { pool: string; dividend: number };
	// 28 combinations at $1: $28 less 16% is $23.52, plus $8.40 carried; 8 runners at $1: $6.80 plus $8.50:
	assert.is(done.dividends.find((d: D) => d.pool === 'quinella').dividend, 31.92);
	assert.is(done.dividends.find((d: D) => d.pool === 'win').dividend, 15.3);
	assert.equal(done.jackpot, { quinella: 8.4, win: 8.5 }, 'the result says what it took in');
	assert.equal((await returnOf(h, next, 4))[0], { cents: 3192, status: 'won' });
	assert.equal((await returnOf(h, next, 1))[0], { cents: 1530, status: 'won' });
	assert.is(await houseBalance(h, 'jackpots'), 0, 'the jackpot is paid out');
	// what the house keeps is the commission alone: 1.60 + 1.50, then 1.20, then 4.48 + 1.20:
	assert.is(await houseBalance(h, 'racing_book'), 160 + 150 + 120 + 448 + 120);
});

s('the audit holds the jackpot account to the jackpots waiting', async ({ h }) => {
	await h.db.query(`INSERT INTO jackpots (venue, pool, cents) VALUES ('JPK', 'exacta', 100)`);
	const report = await h.audit();
	assert.not.ok(report.ok);
	assert.match(report.problems.join('; '), /house:jackpots holds 0 but the waiting jackpots sum to 100/);
	await h.db.query(`DELETE FROM jackpots WHERE venue = 'JPK' AND pool = 'exacta'`);
});

s.run();
