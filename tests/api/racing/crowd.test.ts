// A fresh demo server after a racing day's results: the crowd has bet every race's pools through the players'
// bet path, so each resulted race shows its exotic dividends, the ledger balances, and no crowd bettor is a player.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findPlayer } from '../../../server/domain/staff/players.ts';
import { resultDemoDay, resultsLater } from '../../../server/sim/demo.ts';
import { tick } from '../../../server/sim/demo-clock.ts';
import { seedDemo } from '../../../server/sim/seed-demo.ts';
import { type Harness, harness } from '../support/harness.ts';

type Ctx = { h: Harness };
const YESTERDAY = '2025-09-12';

const s = suite<Ctx>('the demo crowd', {} as Ctx);
s.before(async (ctx) => {
	ctx.h = await harness({ demo: true });
	await seedDemo(ctx.h.deps);
	// the seed leaves yesterday's races open for the server to run once it listens:
	assert.ok(resultsLater(ctx.h.deps));
	const open = await ctx.h.db.query(
		`SELECT 1 FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE m.day = $1 AND r.status <> 'open'`,
		[YESTERDAY],
	);
	assert.is(open.rows.length, 0, 'no race of yesterday closed before its crowd');
	await resultDemoDay(ctx.h.deps);
});
s.after(async (ctx) => {
	await ctx.h.close();
});

s(
	'every resulted race shows Win, Place and Quinella, most an Exacta and a Trifecta; the audit balances',
	async ({ h }) => {
		const { rows } = await h.db.query<{ id: number; places_paid: number }>(
			`SELECT r.id, r.places_paid FROM races r JOIN meetings m ON m.id = r.meeting_id
		 WHERE m.day = $1 AND r.status = 'resulted' ORDER BY r.id`,
			[YESTERDAY],
		);
		assert.ok(rows.length > 100, `a day of resulted races (${rows.length})`);
		const seen = new Map<string, number>();
		for (const r of rows) {
			const card = await h.call('GET', `/api/events/race?race_id=${r.id}`);
			const pools = new Set((card.body.data.dividends as { pool: string }[]).map((d) => d.pool));
			assert.ok(pools.has('win') && pools.has('quinella'), `race ${r.id}: ${[...pools]}`);
			// a field of under five pays no places, by the rules:
			if (r.places_paid > 0) assert.ok(pools.has('place'), `race ${r.id} pays places: ${[...pools]}`);
			for (const p of pools) seen.set(p, (seen.get(p) ?? 0) + 1);
		}
		assert.ok(seen.get('exacta')! > rows.length / 2, `Exacta in ${seen.get('exacta')} of ${rows.length}`);
		assert.ok(seen.get('trifecta')! > rows.length / 2, `Trifecta in ${seen.get('trifecta')} of ${rows.length}`);
		for (const p of ['first4', 'doubleWin', 'doublePlace']) assert.ok(seen.get(p)! > 0, `some ${p} dividends`);
		const report = await h.audit();
		assert.ok(report.ok, report.problems.join('; '));
	},
);

s('pools nobody won carry their jackpot, shown with the result', async ({ h }) => {
	const { rows } = await h.db.query<{ id: number }>(
		`SELECT r.id FROM races r JOIN meetings m ON m.id = r.meeting_id
		 WHERE m.day = $1 AND r.status = 'resulted' AND r.jackpot_out ? 'first4' ORDER BY r.id LIMIT 1`,
		[YESTERDAY],
	);
	assert.ok(rows[0], 'a First 4 nobody won');
	const card = await h.call('GET', `/api/events/race?race_id=${rows[0].id}`);
	assert.ok(card.body.data.jackpot_out.first4 > 0);
	assert.not.ok((card.body.data.dividends as { pool: string }[]).some((d) => d.pool === 'first4'));
});

s('the crowd bets every type through the bet path, from house-funded wallets', async ({ h }) => {
	const types = await h.db.query<{ bet_type: number }>(
		'SELECT DISTINCT o.bet_type FROM race_orders o JOIN users u ON u.id = o.user_id WHERE u.crowd ORDER BY 1',
	);
	assert.equal(
		types.rows.map((r) => r.bet_type),
		[...Array(15).keys()].map((i) => i + 1),
	);
	const funded = await h.db.query<{ n: number }>(
		"SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'crowd_fund'",
	);
	assert.ok(funded.rows[0]!.n > 0);
	const house = await h.db.query<{ balance: number }>("SELECT balance FROM accounts WHERE code = 'house:crowd'");
	assert.ok(Number(house.rows[0]!.balance) < 0, 'the house paid the crowd in');
});

s('no crowd bettor signs in, is found in the office, invites or counts as a player', async ({ h }) => {
	const body = { user_name: 'crowd-01', password: 'whatever-it-is', device_id: 'test-device' };
	const signin = await h.call('POST', '/api/user/signin', { body });
	assert.is(signin.status, 401);
	await findPlayer(h.db, 'crowd-01').then(
		() => assert.unreachable('found a crowd bettor'),
		(err: { code?: string }) => assert.is(err.code, 'player_not_found'),
	);
	const { rows } = await h.db.query<{ id: number }>('SELECT id FROM users WHERE crowd LIMIT 1');
	await findPlayer(h.db, rows[0]!.id).then(
		() => assert.unreachable('found a crowd bettor by id'),
		(err: { code?: string }) => assert.is(err.code, 'player_not_found'),
	);
	const today = await h.db.query<{ n: number }>(
		`SELECT count(*)::int AS n FROM race_orders o JOIN races r ON r.id = o.race_id JOIN users u ON u.id = o.user_id
		 JOIN meetings m ON m.id = r.meeting_id WHERE u.crowd AND o.status = 'pending' AND m.day = '2025-09-13'`,
	);
	assert.ok(today.rows[0]!.n > 0, 'the crowd is betting today');
	const { traderDay } = await import('../../../server/domain/staff/races.ts');
	const board = await traderDay(h.db, '2025-09-13');
	const demoOrders = await h.db.query<{ n: number }>(
		`SELECT count(*)::int AS n FROM race_orders o JOIN users u ON u.id = o.user_id
		 JOIN races r ON r.id = o.race_id JOIN meetings m ON m.id = r.meeting_id
		 WHERE NOT u.crowd AND o.status = 'pending' AND m.day = '2025-09-13'`,
	);
	assert.is(
		board.reduce((a, r) => a + r.pending_orders, 0),
		demoOrders.rows[0]!.n,
		"the trader's pending orders are the players' only",
	);
});

s.run();

const off = suite('outside demo mode');

off('the race clock places no crowd bets', async () => {
	const h = await harness();
	try {
		await tick(h.deps, h.clock.now(), { generate: true });
		const crowd = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE crowd');
		const orders = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM race_orders');
		assert.is(crowd.rows[0]!.n, 0);
		assert.is(orders.rows[0]!.n, 0);
	} finally {
		await h.close();
	}
});

off.run();
