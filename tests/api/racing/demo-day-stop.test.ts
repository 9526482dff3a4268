// The demo's day of yesterday's races runs in the background once the server listens; a stop ends it promptly,
// between races (or between orders when paying), with every order's money moved whole or not at all, the ledger
// balanced and no race resulted with an order unpaid; the race clock's next step after a restart finishes the day.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db, Queryable } from '../../../server/db/db.ts';
import { resultDemoDay } from '../../../server/sim/demo.ts';
import { tick } from '../../../server/sim/demo-clock.ts';
import { seedDemo } from '../../../server/sim/seed-demo.ts';
import { type Harness, harness } from '../support/harness.ts';

type Ctx = { h: Harness; stopAt: StopAt };
const YESTERDAY = '2025-09-12';

/** Aborts its controller when the `nth` statement matching `sql` runs (inside transactions too). */
function stopAt() {
	let armed: { sql: RegExp; left: number; stop: AbortController } | null = null;
	const seen = (sql: string, params?: unknown[]) => {
		if (!armed?.sql.test(`${sql} ${JSON.stringify(params ?? [])}`)) return;
		if (--armed.left === 0) armed.stop.abort();
	};
	const through = (q: Queryable): Queryable => ({
		query: (sql, params) => {
			seen(sql, params);
			return q.query(sql, params);
		},
	});
	return {
		wrap: (db: Db): Db => ({
			kind: db.kind,
			query: (sql, params) => through(db).query(sql, params),
			tx: (fn) => db.tx((tx) => fn(through(tx))),
			close: () => db.close(),
		}),
		arm(sql: RegExp, nth = 1) {
			armed = { sql, left: nth, stop: new AbortController() };
			return armed.stop.signal;
		},
	};
}
type StopAt = ReturnType<typeof stopAt>;

async function day(h: Harness) {
	const { rows } = await h.db.query<{ status: string; n: number; crowded: number; declared: number }>(
		`SELECT r.status, count(*)::int AS n,
			count(*) FILTER (WHERE EXISTS (SELECT 1 FROM race_orders o JOIN users u ON u.id = o.user_id
				WHERE o.race_id = r.id AND u.crowd))::int AS crowded,
			count(*) FILTER (WHERE r.result IS NOT NULL)::int AS declared
		 FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE m.day = $1 GROUP BY r.status`,
		[YESTERDAY],
	);
	const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((a, r) => a + f(r), 0);
	const status = Object.fromEntries(rows.map((r) => [r.status, r.n]));
	return { status, races: sum((r) => r.n), crowded: sum((r) => r.crowded), declared: sum((r) => r.declared) };
}

async function settledOrders(h: Harness) {
	const { rows } = await h.db.query<{ n: number }>(
		"SELECT count(*)::int AS n FROM race_orders WHERE status <> 'pending'",
	);
	return rows[0]!.n;
}

async function consistent(h: Harness) {
	const report = await h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	const unpaid = await h.db.query(
		`SELECT r.id FROM races r JOIN race_orders o ON o.race_id = r.id OR o.race_id2 = r.id
		 WHERE r.status IN ('resulted', 'abandoned') AND o.status = 'pending' LIMIT 1`,
	);
	assert.is(unpaid.rows.length, 0, 'no race resulted with an order unpaid');
}

const s = suite<Ctx>('a stop during the demo day', {} as Ctx);
s.before(async (ctx) => {
	ctx.stopAt = stopAt();
	ctx.h = await harness({ demo: true }, { wrapDb: ctx.stopAt.wrap });
	await seedDemo(ctx.h.deps);
});
s.after(async ({ h }) => h.close());

s('while the crowd bets: it stops after the race in hand, and no race is closed without its crowd', async (ctx) => {
	const { h } = ctx;
	const signal = ctx.stopAt.arm(/crowd_fund/);
	const report = await resultDemoDay(h.deps, signal);
	assert.ok(report?.stopped, 'the step says it stopped');
	const d = await day(h);
	assert.ok(d.races > 100, `a day of races (${d.races})`);
	assert.is(d.crowded, 1, 'the crowd bet the race it was funding, and no more');
	assert.equal(d.status, { open: d.races }, 'no race closed');
	await consistent(h);
});

s('while results are declared: it stops after the race in hand', async (ctx) => {
	const { h } = ctx;
	const signal = ctx.stopAt.arm(/FOR UPDATE OF r/);
	const report = await resultDemoDay(h.deps, signal);
	assert.ok(report?.stopped);
	const d = await day(h);
	assert.is(d.crowded, d.races, 'the crowd has bet every race');
	assert.is(d.declared, 1, 'one race declared');
	assert.is(await settledOrders(h), 0);
	await consistent(h);
});

s('while orders are paid: it stops after the order in hand', async (ctx) => {
	const { h } = ctx;
	const signal = ctx.stopAt.arm(/UPDATE race_orders SET status = \$2/);
	const report = await resultDemoDay(h.deps, signal);
	assert.ok(report?.stopped);
	const d = await day(h);
	assert.is(d.declared, d.races, 'every race declared');
	assert.is(await settledOrders(h), 1, 'one order paid, the others untouched');
	assert.ok((d.status.closed ?? 0) > 0, 'races with orders unpaid stay closed');
	await consistent(h);
});

s("after a restart the race clock's first step finishes the day", async ({ h }) => {
	// a restarted server finds the demo seeded and leaves the rest to its race clock:
	assert.is(await seedDemo(h.deps), false);
	const report = await tick(h.deps);
	assert.is(report?.stopped, false);
	const d = await day(h);
	assert.equal(d.status, { resulted: d.races }, 'every race of the day resulted');
	const win = await h.db.query<{ n: number }>(
		`SELECT count(*)::int AS n FROM races r JOIN meetings m ON m.id = r.meeting_id
		 WHERE m.day = $1 AND r.dividends ? 'quinella'`,
		[YESTERDAY],
	);
	assert.is(win.rows[0]!.n, d.races, 'every race pays its Quinella');
	await consistent(h);
});

s.run();
