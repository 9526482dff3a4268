// The sports clock: keep fixtures on the board, close started events, result finished ones from
// their seed and pay their orders through the ledger. Each order is paid at most once: its status
// moves from pending in the same transaction as the payout, so a rerun finds nothing to do.
import type { Db, Queryable } from '../../db/db.ts';
import { jobFailed } from '../../db/outage.ts';
import type { Deps } from '../../deps.ts';
import { every } from '../every.ts';
import { houseAccount, playerAccount, post } from '../ledger.ts';
import { EVENT_MS, finalScore, fixturesOfDay, type Sport } from './catalog.ts';
import { generateEvents } from './generate.ts';
import { type MarketKind, outcome, type SelectionCode, winnings } from './markets.ts';
import { SPORTSBOOK } from './orders.ts';

// any constant; only one process at a time results and settles:
const LOCK_KEY = 7_310_150;

interface Pending {
	id: number;
	user_id: number;
	stake: number;
	odds: number;
	kind: MarketKind;
	line: number | null;
	code: SelectionCode;
	home_score: number;
	away_score: number;
}

function scoreOf(genKey: string): [number, number] {
	const [sport, day] = genKey.split(':') as [Sport, string];
	const fixture = fixturesOfDay(day).find((f) => f.genKey === genKey);
	return fixture ? finalScore(fixture) : finalScore({ genKey, sport, edge: 0 });
}

/** Pays one pending order by its event's score, or refunds it when `voided`; false when it was already settled. */
async function settleOrder(tx: Queryable, o: Pending, now: Date, voided = false): Promise<boolean> {
	const result = voided ? 'refunded' : outcome(o.kind, o.line, o.code, o.home_score, o.away_score);
	const payout = result === 'won' ? winnings(o.stake, o.odds) : result === 'refunded' ? o.stake : 0;
	const moved = await tx.query(
		`UPDATE sport_orders SET status = $2, payout = $3, settled_at = $4 WHERE id = $1 AND status = 'pending'`,
		[o.id, result, payout, now],
	);
	if (!moved.rowCount) return false;
	if (payout > 0) {
		const entries = [
			{ account: await houseAccount(tx, SPORTSBOOK), amount: -payout },
			{ account: await playerAccount(tx, o.user_id), amount: payout },
		];
		const kind = result === 'won' ? 'sport_win' : 'sport_refund';
		await post(tx, { kind, ref: `sport_order:${o.id}`, entries }, now);
	}
	return true;
}

/** Closes, results and settles what is due at `now`; returns what it did. */
export async function settleSports(db: Db, now: Date) {
	const done = await db.tx(async (tx) => {
		const locked = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [LOCK_KEY]);
		if (!locked.rows[0]?.ok) return null;
		const closed = await tx.query(
			"UPDATE sport_events SET status = 'closed' WHERE status = 'open' AND starts_at <= $1",
			[now],
		);
		const due = await tx.query<{ id: number; gen_key: string }>(
			"SELECT id, gen_key FROM sport_events WHERE status = 'closed' AND starts_at <= $1 ORDER BY id FOR UPDATE",
			[new Date(now.getTime() - EVENT_MS)],
		);
		for (const e of due.rows) {
			const [home, away] = scoreOf(e.gen_key);
			await tx.query(
				"UPDATE sport_events SET status = 'resulted', home_score = $2, away_score = $3, resulted_at = $4 WHERE id = $1",
				[e.id, home, away, now],
			);
		}
		return { closed: closed.rowCount, resulted: due.rows.length };
	});
	// another process holds the lock and is doing this round:
	if (!done) return { closed: 0, resulted: 0, settled: 0 };
	return { ...done, settled: await settleResulted(db, now) };
}

/** Pays the pending orders of resulted events (of one event when `eventId` is given) and refunds those of voided ones. */
export async function settleResulted(db: Db, now: Date, eventId: number | null = null) {
	const pending = await db.query<Pending & { event_status: string }>(
		`SELECT o.id, o.user_id, o.stake, o.odds, m.kind, m.line::float8 AS line, s.code, e.home_score, e.away_score,
			e.status AS event_status
		 FROM sport_orders o JOIN sport_events e ON e.id = o.event_id JOIN sport_markets m ON m.id = o.market_id
		 JOIN sport_selections s ON s.id = o.selection_id
		 WHERE o.status = 'pending' AND e.status IN ('resulted', 'void') AND ($1::bigint IS NULL OR e.id = $1)
		 ORDER BY o.id LIMIT 1000`,
		[eventId],
	);
	let settled = 0;
	// one transaction per order, so each locks only its own two accounts (in id order) and
	// cannot deadlock with players placing orders:
	for (const o of pending.rows) if (await db.tx((tx) => settleOrder(tx, o, now, o.event_status === 'void'))) settled++;
	return settled;
}

/** Generation (the demo's fixtures, demo mode only) and settlement together: what the timer runs. */
export async function sportsTick(db: Db, now: Date, generate = true) {
	const created = generate ? await generateEvents(db, now) : 0;
	return { created, ...(await settleSports(db, now)) };
}

/** Runs the tick now and every minute; the timer never keeps the process alive. */
export function startSportsClock(deps: Pick<Deps, 'db' | 'clock' | 'logger' | 'config'>, everyMs = 60_000) {
	return every(everyMs, () =>
		sportsTick(deps.db, deps.clock.now(), deps.config.demo).catch((err) =>
			jobFailed(deps.logger, 'sports tick failed', err),
		),
	);
}
