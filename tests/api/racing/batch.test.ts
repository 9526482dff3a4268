import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { houseAccount } from '../../../server/domain/ledger.ts';
import { BETS_HELD, BETS_HELD_SHARDS, type QueuedBet, runBetBatch } from '../../../server/domain/racing/bet-batch.ts';
import { loadRaces, lockBettors } from '../../../server/domain/racing/bet-context.ts';
import { type OrderInput, planBet } from '../../../server/domain/racing/bet-plan.ts';
import { Taken, writeBets } from '../../../server/domain/racing/bet-writes.ts';
import { NO_APPROX } from '../../../server/domain/tote/approx-return.ts';
import { replyWriter } from '../../../server/http/reply-writer.ts';
import { DEFAULT_LIMITS } from '../../../shared/bets/validate.ts';
import { setLimit } from '../safer/support.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, key, type Player, registerPlayer } from '../support/players.ts';
import { balance, betBody, makeRace, type RaceFixture } from './support.ts';

type Ctx = { h: Harness; open: RaceFixture; closed: RaceFixture };
const batch = suite<Ctx>('race bets written as one batch', {} as Ctx);
batch.before(async (ctx) => {
	ctx.h = await harness();
	ctx.open = await makeRace(ctx.h, { minutes: 30 });
	ctx.closed = await makeRace(ctx.h, { minutes: -1 });
});
batch.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	const held = await ctx.h.db.query<{ held: number; pending: number }>(
		`SELECT (SELECT sum(balance) FROM accounts WHERE code LIKE 'house:bets_held%')::bigint AS held,
			(SELECT coalesce(sum(total_stake), 0) FROM race_orders WHERE status = 'pending')::bigint AS pending`,
	);
	assert.is(held.rows[0]!.held, held.rows[0]!.pending, 'bets held equals the stakes of pending orders');
	await ctx.h.close();
});

async function player(h: Harness, cents: number) {
	const p = await registerPlayer(h);
	if (cents) await fund(h, p.user_id, cents);
	return p;
}

function request(p: Player, race: RaceFixture, fields: Record<string, unknown>, k = key()): QueuedBet {
	const input = betBody(race, { bet_type: 1, horse: [1], ...fields }) as unknown as OrderInput;
	const claim = {
		userId: p.user_id,
		route: 'POST /api/order/place-order',
		key: k,
		hash: JSON.stringify(fields),
		writer: replyWriter('Order placed'),
	};
	return { userId: p.user_id, key: k, claim, input, refused: null, lang: 'en', approx: NO_APPROX };
}

const replyOf = (out: Awaited<ReturnType<typeof runBetBatch>>[number]) => {
	assert.ok(out.ok, `answered: ${out.ok ? '' : String(out.error)}`);
	return JSON.parse(out.ok ? (out.value.reply?.body ?? 'null') : 'null');
};

/** How many transactions wrote these rows (a savepoint counts as its own). */
async function writers(h: Harness, table: string, column: string, values: unknown[]) {
	const { rows } = await h.db.query<{ n: number }>(
		`SELECT count(DISTINCT xmin::text)::int AS n FROM ${table} WHERE ${column} = ANY($1)`,
		[values],
	);
	return rows[0]!.n;
}

batch('refused bets get their own refusal and the rest of the batch is placed in the same transaction', async (ctx) => {
	const { h, open, closed } = ctx;
	const [rich, poor, capped, late] = [
		await player(h, 100_00),
		await player(h, 10_00),
		await player(h, 100_00),
		await player(h, 100_00),
	];
	assert.is((await setLimit(h, capped, 'bet', 'per_bet', 2)).status, 200);
	const requests = [
		request(rich, open, { betAmount: 5 }),
		request(poor, open, { betAmount: 15 }),
		request(capped, open, { betAmount: 5 }),
		request(late, closed, { betAmount: 5 }),
		request(rich, open, { horse: [99] }),
		request(late, open, { betAmount: 5 }),
	];
	const replies = (await runBetBatch(h.deps, requests)).map(replyOf);
	assert.equal(
		replies.map((r) => [r.status, r.message]),
		[
			[200, 'Order placed'],
			[400, 'Insufficient balance'],
			[400, 'Bet limit: the most you can stake on one bet is $2.00'],
			[400, 'Betting on the first race has closed.'],
			[400, 'Runner 99 is not in this race.'],
			[200, 'Order placed'],
		],
	);
	const placed = [replies[0].data.id, replies[5].data.id];
	assert.is(await writers(h, 'race_orders', 'id', placed), 1, 'one statement wrote the orders');
	const keys = requests.map((r) => r.key);
	assert.is(await writers(h, 'idempotency_keys', 'key', keys), 1, 'one transaction stored every reply');
	assert.equal([await balance(h, rich), await balance(h, poor), await balance(h, late)], [95_00, 10_00, 95_00]);
	const detail = await h.call('GET', `/api/order/detail?id=${placed[0]}`, { token: rich.access_token });
	assert.equal(replies[0].data, detail.body.data, 'the reply is the order as stored');
});

batch("one player's bets in a batch spend the balance and the day limit in arrival order", async ({ h, open }) => {
	const p = await player(h, 10_00);
	const q = await player(h, 100_00);
	assert.is((await setLimit(h, q, 'bet', 'day', 10)).status, 200);
	const stakes = [4, 4, 4, 2];
	const replies = (
		await runBetBatch(h.deps, [
			...stakes.map((betAmount) => request(p, open, { betAmount })),
			...stakes.map((betAmount) => request(q, open, { betAmount })),
		])
	).map(replyOf);
	assert.equal(
		replies.map((r) => r.message),
		[
			'Order placed',
			'Order placed',
			'Insufficient balance',
			'Order placed',
			'Order placed',
			'Order placed',
			'Bet limit reached: you can stake $2.00 more today',
			'Order placed',
		],
	);
	assert.is(await balance(h, p), 0);
	assert.is(await balance(h, q), 90_00);
});

batch(
	'a bet that fails only while being written gets a 500 alone; its key stays free for a retry',
	async ({ h, open }) => {
		const p = await player(h, 100_00);
		await h.db.query(`CREATE FUNCTION refuse_777() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN RAISE EXCEPTION 'disk trouble'; END $$`);
		await h.db.query(`CREATE TRIGGER refuse_777 BEFORE INSERT ON race_orders FOR EACH ROW
		WHEN (NEW.unit_stake = 777) EXECUTE FUNCTION refuse_777()`);
		const poisoned = request(p, open, { betAmount: 7.77 });
		const requests = [request(p, open, { betAmount: 1 }), poisoned, request(p, open, { betAmount: 2 })];
		const out = await runBetBatch(h.deps, requests);
		assert.is(out[1]!.ok, false, 'the failing bet is a fault of ours');
		const [first, , third] = out.map((o) => (o.ok ? JSON.parse(o.value.reply?.body ?? 'null') : null));
		assert.equal([first.status, third.status], [200, 200], 'its batch-mates are placed');
		assert.is(await balance(h, p), 97_00);
		await h.db.query('DROP TRIGGER refuse_777 ON race_orders');
		const retry = replyOf((await runBetBatch(h.deps, [poisoned]))[0]!);
		assert.is(retry.status, 200, 'the key was not kept for the failed bet');
		assert.is(await balance(h, p), 89_23);
	},
);

batch(
	'a retry after the stored reply has expired gets the order made under its key, not a second one',
	async ({ h, open }) => {
		const p = await player(h, 20_00);
		const bet = request(p, open, { betAmount: 5 });
		const first = replyOf((await runBetBatch(h.deps, [bet]))[0]!);
		await h.db.query('DELETE FROM idempotency_keys WHERE key = $1', [bet.key]);
		const replies = (await runBetBatch(h.deps, [bet, request(p, open, { betAmount: 15 })])).map(replyOf);
		assert.is(replies[0].data.id, first.data.id, 'the same order');
		assert.is(replies[1].status, 200, 'the balance it did not spend again is there for the next bet');
		assert.is(await balance(h, p), 0);
		// once betting has closed, the retry still gets its order, not a refusal:
		await h.db.query('DELETE FROM idempotency_keys WHERE key = $1', [bet.key]);
		await h.db.query(`UPDATE races SET status = 'closed' WHERE id = $1`, [open.race_id]);
		const late = replyOf((await runBetBatch(h.deps, [bet]))[0]!);
		await h.db.query(`UPDATE races SET status = 'open' WHERE id = $1`, [open.race_id]);
		assert.equal([late.status, late.data.id], [200, first.data.id]);
	},
);

batch(
	'an order that another process wrote under the same key meanwhile stops the write before any money moves',
	async ({ h, open }) => {
		const p = await player(h, 20_00);
		const bet = request(p, open, { betAmount: 5 });
		await runBetBatch(h.deps, [bet]);
		const before = await balance(h, p);
		const failed = await h.db
			.tx(async (tx) => {
				const races = await loadRaces(tx, [open.race_id]);
				const order = planBet(bet.input!, races, DEFAULT_LIMITS, h.clock.now());
				const balances = new Map<number, number>();
				const bettor = (await lockBettors(tx, [p.user_id], h.clock.now(), balances)).get(p.user_id)!;
				const house = await houseAccount(tx, BETS_HELD);
				const fresh = { userId: p.user_id, key: key(), wallet: bettor.wallet!, order, approx: NO_APPROX };
				const again = { ...fresh, key: bet.key };
				return writeBets(tx, [fresh, again], balances, house, h.clock.now());
			})
			.catch((err) => err);
		assert.instance(failed, Taken);
		assert.equal(failed.bets, [1], 'the bet whose key is taken');
		assert.is(await balance(h, p), before, 'nothing was posted');
	},
);

batch(
	'batch after batch, the stakes land in different shards of bets_held, so no one house row takes every bet',
	async (ctx) => {
		const { h, open } = ctx;
		const p = await player(h, 100_00);
		for (let i = 0; i < BETS_HELD_SHARDS; i++) {
			const [out] = await runBetBatch(h.deps, [request(p, open, { betAmount: 1 })]);
			replyOf(out!);
		}
		const { rows } = await h.db.query<{ code: string; n: number }>(
			`SELECT a.code, count(*)::int AS n FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
		 JOIN ledger_transactions t ON t.id = e.tx_id
		 WHERE a.code LIKE 'house:bets_held%' AND t.kind = 'bet' GROUP BY a.code`,
		);
		assert.is(rows.length, BETS_HELD_SHARDS, `every shard took a batch: ${rows.map((r) => r.code).join(', ')}`);
	},
);

batch.run();
