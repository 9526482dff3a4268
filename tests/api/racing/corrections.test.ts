// Corrections with money right: a result entered and corrected after settlement (winnings reversed, even when
// spent), a dead heat, a race voided before and after its result, a runner scratched after bets, a bet refunded
// alone. Every one moves money through the ledger, is audited, and changes nothing when repeated.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Actor } from '../../../server/domain/racing/corrections/actor.ts';
import { resultRace, scratchRunner, voidRace } from '../../../server/domain/racing/corrections/race-corrections.ts';
import { refundOrder } from '../../../server/domain/racing/corrections/refund-order.ts';
import { settlePending } from '../../../server/domain/racing/pay-orders.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { balance, betBody, houseBalance, makeRace, place, type RaceFixture, signInAgain } from './support.ts';

type Ctx = { h: Harness };
const trader: Actor = { kind: 'staff', id: 'trader-7', reason: 'stewards amended the placings' };

const s = suite<Ctx>('race corrections', {} as Ctx);
s.before(async (ctx) => {
	ctx.h = await harness();
});
s.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

async function player(h: Harness, cents: number): Promise<Player> {
	const p = await registerPlayer(h);
	await fund(h, p.user_id, cents);
	return p;
}

async function bet(h: Harness, p: Player, race: RaceFixture, fields: Record<string, unknown>): Promise<number> {
	const r = await place(h, p, betBody(race, { bet_type: 1, ...fields }));
	assert.is(r.status, 200, r.body.message);
	const o = await h.db.query<{ id: number }>('SELECT max(id) AS id FROM race_orders WHERE user_id = $1', [p.user_id]);
	return Number(o.rows[0]!.id);
}

const order = async (h: Harness, id: number) =>
	(
		await h.db.query<{ status: string; return_cents: number; correction: string | null }>(
			'SELECT status, return_cents::int AS return_cents, correction FROM race_orders WHERE id = $1',
			[id],
		)
	).rows[0]!;

const raceStatus = async (h: Harness, race: RaceFixture) =>
	(await h.db.query<{ status: string }>('SELECT status FROM races WHERE id = $1', [race.race_id])).rows[0]!.status;

const ledgerCount = async (h: Harness) =>
	Number((await h.db.query<{ n: number }>('SELECT count(*) AS n FROM ledger_transactions')).rows[0]!.n);

/** The race's start passes, so betting has closed when the result comes in. */
const run = (h: Harness) => h.clock.advance(40 * 60_000);

s(
	'a result entered pays the winner; corrected after settlement, the first payout is reversed and the new one paid',
	async ({ h }) => {
		const race = await makeRace(h, { runners: 6, minutes: 30 });
		const a = await player(h, 100_00);
		const b = await player(h, 100_00);
		const c = await player(h, 100_00);
		const oa = await bet(h, a, race, { horse: [1], betAmount: 10 });
		const ob = await bet(h, b, race, { horse: [2], betAmount: 10 });
		await bet(h, c, race, { horse: [3], betAmount: 20 });
		run(h);
		const first = await resultRace(h.db, { race_id: race.race_id, finish: [[2], [1], [3]] }, trader, h.clock.now());
		assert.ok(first.changed);
		// Win pool $40 less 15% = $34 over $10 on runner 2: $3.40 per $1:
		assert.is(await balance(h, b), 90_00 + 34_00, 'runner 2 won first');
		assert.is(await balance(h, a), 90_00);
		const fixed = await resultRace(h.db, { race_id: race.race_id, finish: [[1], [2], [3]] }, trader, h.clock.now());
		assert.equal([fixed.changed, fixed.orders, fixed.unrecovered_cents], [true, 2, 0]);
		assert.is(await balance(h, a), 90_00 + 34_00, 'runner 1 is paid the same dividend');
		assert.is(await balance(h, b), 90_00, "runner 2's winnings are taken back");
		assert.equal(await order(h, oa), { status: 'won', return_cents: 34_00, correction: 'resettled' });
		assert.equal(await order(h, ob), { status: 'lost', return_cents: 0, correction: 'resettled' });
		assert.is(await raceStatus(h, race), 'resulted');
		const before = await ledgerCount(h);
		const again = await resultRace(h.db, { race_id: race.race_id, finish: [[1], [2], [3]] }, trader, h.clock.now());
		assert.is(again.changed, false, 'the same result twice changes nothing');
		assert.is(await ledgerCount(h), before);
		const audit = await h.db.query<{ action: string; actor_id: string; reason: string }>(
			'SELECT action, actor_id, reason FROM race_corrections WHERE race_id = $1 ORDER BY id',
			[race.race_id],
		);
		assert.equal(audit.rows, [
			{ action: 'result', actor_id: 'trader-7', reason: trader.reason },
			{ action: 'result', actor_id: 'trader-7', reason: trader.reason },
		]);
	},
);

s('winnings already spent: the wallet goes to zero, never below, and the house waives the rest', async ({ h }) => {
	const race = await makeRace(h, { runners: 6, minutes: 30 });
	const later = await makeRace(h, { runners: 6, minutes: 300 });
	const a = await player(h, 10_00);
	const b = await player(h, 10_00);
	await bet(h, a, race, { horse: [1], betAmount: 10 });
	await bet(h, b, race, { horse: [2], betAmount: 10 });
	run(h);
	await resultRace(h.db, { race_id: race.race_id, finish: [[2], [1]] }, trader, h.clock.now());
	// $20 less 15% = $17 to runner 2's backer, who stakes all of it on a later race:
	assert.is(await balance(h, b), 17_00);
	await signInAgain(h, b);
	await bet(h, b, later, { horse: [4], betAmount: 17 });
	assert.is(await balance(h, b), 0);
	const waived = await houseBalance(h, 'write_offs');
	const fixed = await resultRace(h.db, { race_id: race.race_id, finish: [[1], [2]] }, trader, h.clock.now());
	assert.is(fixed.unrecovered_cents, 17_00);
	assert.is(await balance(h, b), 0, 'never below zero');
	assert.is(await balance(h, a), 17_00);
	assert.is(await houseBalance(h, 'write_offs'), waived - 17_00, 'the house bears what could not be taken back');
});

s('a dead heat for first splits the Win pool between the two', async ({ h }) => {
	const race = await makeRace(h, { runners: 6, minutes: 30 });
	const [a, b, c] = [await player(h, 50_00), await player(h, 50_00), await player(h, 50_00)];
	await bet(h, a, race, { horse: [1], betAmount: 10 });
	await bet(h, b, race, { horse: [2], betAmount: 10 });
	await bet(h, c, race, { horse: [3], betAmount: 20 });
	run(h);
	await resultRace(h.db, { race_id: race.race_id, finish: [[1, 2], [3]] }, trader, h.clock.now());
	// $34 net, half each over $10: $1.70 per $1:
	assert.is(await balance(h, a), 40_00 + 17_00);
	assert.is(await balance(h, b), 40_00 + 17_00);
	assert.is(await balance(h, c), 30_00);
});

s('a race voided after settlement refunds every stake; voided again, nothing moves', async ({ h }) => {
	const race = await makeRace(h, { runners: 6, minutes: 30 });
	const a = await player(h, 50_00);
	const b = await player(h, 50_00);
	const oa = await bet(h, a, race, { horse: [1], betAmount: 10 });
	await bet(h, b, race, { bet_type: 3, horse: [1, 2, 3], betAmount: 5 });
	run(h);
	await resultRace(h.db, { race_id: race.race_id, finish: [[1], [4], [2]] }, trader, h.clock.now());
	const voided = await voidRace(h.db, { race_id: race.race_id }, { ...trader, reason: 'course unsafe' }, h.clock.now());
	assert.is(voided.changed, true);
	assert.is(await balance(h, a), 50_00);
	assert.is(await balance(h, b), 50_00);
	assert.equal(await order(h, oa), { status: 'refunded', return_cents: 10_00, correction: 'voided' });
	assert.is(await raceStatus(h, race), 'abandoned');
	await signInAgain(h, b);
	const statement = await h.call('GET', '/api/wallet/statement?page=1&size=1&type=bet_settle', {
		token: b.access_token,
	});
	assert.equal(
		statement.body.data.list.map((e: { type: string; memo: string; amount: number }) => [e.type, e.memo, e.amount]),
		[['bet_settle', 'voided', 15]],
		"the player's statement shows the refund as a race payout, saying why",
	);
	const before = await ledgerCount(h);
	assert.is((await voidRace(h.db, { race_id: race.race_id }, trader, h.clock.now())).changed, false);
	assert.is(await ledgerCount(h), before);
	try {
		await resultRace(h.db, { race_id: race.race_id, finish: [[2]] }, trader, h.clock.now());
		assert.unreachable('a voided race takes no result');
	} catch (err) {
		assert.is((err as { code?: string }).code, 'race_voided');
	}
});

s('a race voided before it runs refunds its pending bets at once', async ({ h }) => {
	const race = await makeRace(h, { runners: 6, minutes: 30 });
	const a = await player(h, 50_00);
	const oa = await bet(h, a, race, { horse: [1, 2], betAmount: 10 });
	assert.is(await balance(h, a), 30_00);
	await voidRace(h.db, { race_id: race.race_id }, trader, h.clock.now());
	assert.is(await balance(h, a), 50_00);
	assert.equal(await order(h, oa), { status: 'refunded', return_cents: 20_00, correction: 'voided' });
	assert.is(await raceStatus(h, race), 'abandoned');
});

s('a runner scratched after bets: its combinations are refunded at the result, the rest stands', async ({ h }) => {
	const race = await makeRace(h, { runners: 8, minutes: 30 });
	const a = await player(h, 100_00);
	const win = await bet(h, a, race, { horse: [3], betAmount: 10 });
	const quinella = await bet(h, a, race, { bet_type: 3, horse: [3, 4, 5], betAmount: 5 });
	const late = await scratchRunner(h.db, { race_id: race.race_id, horse_id: 3 }, trader, h.clock.now());
	assert.is(late.changed, true);
	assert.is((await scratchRunner(h.db, { race_id: race.race_id, horse_id: 3 }, trader, h.clock.now())).changed, false);
	run(h);
	await resultRace(h.db, { race_id: race.race_id, finish: [[6], [7], [8]] }, trader, h.clock.now());
	assert.equal(await order(h, win), { status: 'refunded', return_cents: 10_00, correction: null });
	// {3,4} and {3,5} back at $5 each; {4,5} lost:
	assert.equal(await order(h, quinella), { status: 'partiallyRefunded', return_cents: 10_00, correction: null });
});

s('a winner found a non-starter after the result is scratched: the next runner home is paid', async ({ h }) => {
	const race = await makeRace(h, { runners: 6, minutes: 30 });
	const [a, b, c] = [await player(h, 50_00), await player(h, 50_00), await player(h, 50_00)];
	await bet(h, a, race, { horse: [1], betAmount: 10 });
	await bet(h, b, race, { horse: [2], betAmount: 10 });
	await bet(h, c, race, { horse: [3], betAmount: 30 });
	run(h);
	await resultRace(h.db, { race_id: race.race_id, finish: [[1], [2]] }, trader, h.clock.now());
	// $50 less 15% over runner 1's $10:
	assert.is(await balance(h, a), 40_00 + 42_50);
	await scratchRunner(h.db, { race_id: race.race_id, horse_id: 1 }, trader, h.clock.now());
	// runner 1's $10 leaves the pool and goes back; $40 less 15% to runner 2's $10:
	assert.is(await balance(h, a), 50_00);
	assert.is(await balance(h, b), 40_00 + 34_00);
	assert.is(await balance(h, c), 20_00);
});

s('a bet refunded alone, pending or settled, gets its whole stake back once', async ({ h }) => {
	const race = await makeRace(h, { runners: 6, minutes: 30 });
	const a = await player(h, 50_00);
	const pending = await bet(h, a, race, { horse: [1], betAmount: 10 });
	const settled = await bet(h, a, race, { horse: [2], betAmount: 10 });
	const refunded = await refundOrder(
		h.db,
		{ order_id: pending },
		{ kind: 'operator', id: 'ops', reason: 'taken in error' },
		h.clock.now(),
	);
	assert.is(refunded.net_to_players_cents, 10_00);
	assert.is(await balance(h, a), 40_00);
	assert.is((await refundOrder(h.db, { order_id: pending }, trader, h.clock.now())).changed, false);
	run(h);
	await resultRace(h.db, { race_id: race.race_id, finish: [[1], [2]] }, trader, h.clock.now());
	assert.equal(await order(h, pending), { status: 'refunded', return_cents: 10_00, correction: 'refunded' });
	// the refunded bet left the pool: runner 2's $10 is the only money, and it lost:
	assert.equal(await order(h, settled), { status: 'lost', return_cents: 0, correction: null });
	await refundOrder(h.db, { order_id: settled }, trader, h.clock.now());
	assert.is(await balance(h, a), 50_00);
	assert.equal(await order(h, settled), { status: 'refunded', return_cents: 10_00, correction: 'refunded' });
});

s('an order read for settling before a correction committed is settled from the corrected result', async ({ h }) => {
	const race = await makeRace(h, { runners: 6, minutes: 30 });
	const a = await player(h, 50_00);
	const b = await player(h, 50_00);
	const first = await bet(h, a, race, { horse: [1], betAmount: 10 });
	const second = await bet(h, b, race, { horse: [2], betAmount: 10 });
	run(h);
	// the result is declared but nothing settled yet, as between a tick's declaration and its settlement:
	await h.db.query(`UPDATE races SET status = 'closed', places_paid = 2 WHERE id = $1`, [race.race_id]);
	const result = { finish: [[1], [2]], scratched: [], abandoned: false, placesPaid: 2 };
	const dividends = { win: [{ combo: [1], cents: 170 }] };
	await h.db.query('UPDATE races SET result = $2, dividends = $3 WHERE id = $1', [race.race_id, result, dividends]);
	const corrected = { win: [{ combo: [2], cents: 170 }] };
	const seen: number[] = [];
	await settlePending(h.db, h.clock.now(), async (id) => {
		seen.push(id);
		// a correction commits after the run read both orders and settled the first:
		if (id === first)
			await h.db.query('UPDATE races SET result = $2, dividends = $3, corrected_at = $4 WHERE id = $1', [
				race.race_id,
				{ ...result, finish: [[2], [1]] },
				corrected,
				h.clock.now(),
			]);
	});
	assert.equal(seen, [first, second]);
	assert.equal(
		await order(h, second),
		{ status: 'pending', return_cents: 0, correction: null },
		'left for the next run',
	);
	await settlePending(h.db, h.clock.now());
	assert.equal(await order(h, second), { status: 'won', return_cents: 17_00, correction: null });
	// the first was paid before the correction: resettling it is the correction's work, done here by hand:
	await h.db.query('UPDATE races SET result = $2, dividends = $3 WHERE id = $1', [race.race_id, result, dividends]);
	await resultRace(h.db, { race_id: race.race_id, finish: [[2], [1]] }, trader, h.clock.now());
	assert.equal(await order(h, first), { status: 'lost', return_cents: 0, correction: 'resettled' });
	assert.is(await balance(h, a), 40_00);
	assert.is(await balance(h, b), 40_00 + 17_00);
});

s('a correction without a reason is refused and moves nothing', async ({ h }) => {
	const race = await makeRace(h, { runners: 6, minutes: 30 });
	try {
		await voidRace(h.db, { race_id: race.race_id }, { kind: 'staff', id: 'x', reason: '  ' }, h.clock.now());
		assert.unreachable('refused');
	} catch (err) {
		assert.is((err as { code?: string }).code, 'correction_reason_required');
	}
	assert.is(await raceStatus(h, race), 'open');
});

s.run();
