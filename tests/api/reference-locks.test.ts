// The reference checks that stand in for foreign keys hold under concurrency: a delete of an account or a race
// running beside a transaction that is writing entries or orders for it waits for that transaction and is then
// refused, instead of passing its own check and leaving rows that point at nothing. Needs two connections at
// once, so it runs on PostgreSQL only (the embedded database runs one transaction at a time).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Queryable } from '../../server/db/db.ts';
import { type Harness, harness } from './support/harness.ts';
import { registerPlayer } from './support/players.ts';

type Ctx = { h: Harness };
const locks = suite<Ctx>('reference checks under concurrency', {} as Ctx);
// reported as skipped on the embedded database, never as passed:
const it = process.env.DATABASE_URL ? locks : locks.skip;

locks.before(async (ctx) => {
	ctx.h = await harness();
});
locks.after(async (ctx) => {
	await ctx.h.close();
});

/** Resolves once `sql` (a delete) is waiting on a lock in another session, or has finished. */
async function waitingOrDone(h: Harness, done: () => boolean, sql: string) {
	for (;;) {
		if (done()) return;
		const waiting = await h.db.query<{ n: number }>(
			`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query = $1`,
			[sql],
		);
		if (waiting.rows[0]!.n > 0) return;
		await new Promise((r) => setImmediate(r));
	}
}

/**
 * Runs `write` in a transaction that stays open while `remove` is sent from another connection, and only commits
 * once `remove` is waiting or done. Returns how `remove` ended.
 */
async function deleteBesideWrite(h: Harness, write: (tx: Queryable) => Promise<void>, remove: string) {
	let release!: () => void;
	let written!: () => void;
	const released = new Promise<void>((r) => {
		release = r;
	});
	const wrote = new Promise<void>((r) => {
		written = r;
	});
	const writer = h.db.tx(async (tx) => {
		await write(tx);
		written();
		await released;
	});
	await wrote;
	let finished = false;
	const removal = h.db.query(remove).then(
		() => 'deleted',
		(error: { code?: string }) => error.code ?? 'failed',
	);
	void removal.finally(() => {
		finished = true;
	});
	await waitingOrDone(h, () => finished, remove);
	release();
	await writer;
	return removal;
}

it('an account cannot be deleted while entries for it are being written', async ({ h }) => {
	const accounts = await h.db.query<{ id: string }>(
		`INSERT INTO accounts (code, kind, allow_negative) VALUES ('lock:a', 'test', true), ('lock:b', 'test', true)
		 RETURNING id`,
	);
	const [a, b] = accounts.rows.map((r) => r.id);
	const remove = `DELETE FROM accounts WHERE id = ${a}`;
	const outcome = await deleteBesideWrite(
		h,
		async (tx) => {
			const t = await tx.query<{ id: string }>(
				`INSERT INTO ledger_transactions (kind, ref, created_at) VALUES ('test', 'lock', now()) RETURNING id`,
			);
			await tx.query(
				`INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after, created_at)
				 VALUES ($1, $2, 100, 100, now()), ($1, $3, -100, -100, now())`,
				[t.rows[0]!.id, a, b],
			);
		},
		remove,
	);
	assert.is(outcome, '23503', 'the account was deleted under entries being written for it');
	const orphans = await h.db.query<{ n: number }>(
		'SELECT count(*)::int AS n FROM ledger_entries e WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = e.account_id)',
	);
	assert.is(orphans.rows[0]!.n, 0, 'entries point at a deleted account');
});

it('a race cannot be deleted while an order for it is being written', async ({ h }) => {
	const player = await registerPlayer(h);
	const meeting = await h.db.query<{ id: string }>(
		`INSERT INTO meetings (day, venue, event_type, code) VALUES ('2025-09-13', 'Lockton', 'Races', 'LCK') RETURNING id`,
	);
	const race = await h.db.query<{ id: string }>(
		`INSERT INTO races (meeting_id, race_no, code, start_time, distance, seed)
		 VALUES ($1, 1, 'LCK1', now() + interval '1 hour', 1200, 1) RETURNING id`,
		[meeting.rows[0]!.id],
	);
	const raceId = race.rows[0]!.id;
	const remove = `DELETE FROM races WHERE id = ${raceId}`;
	const outcome = await deleteBesideWrite(
		h,
		async (tx) => {
			await tx.query(
				`INSERT INTO race_orders (user_id, idem_key, bet_type, race_id, selections, combinations, unit_stake,
				 total_stake, created_at) VALUES ($1, 'lock-test', 1, $2, '[]', 1, 100, 100, now())`,
				[player.user_id, raceId],
			);
		},
		remove,
	);
	assert.is(outcome, '23503', 'the race was deleted under an order being written for it');
	const orphans = await h.db.query<{ n: number }>(
		'SELECT count(*)::int AS n FROM race_orders o WHERE NOT EXISTS (SELECT 1 FROM races r WHERE r.id = o.race_id)',
	);
	assert.is(orphans.rows[0]!.n, 0, 'an order points at a deleted race');
});

locks.run();
