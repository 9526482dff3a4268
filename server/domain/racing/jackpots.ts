// Jackpots as the Rules page promises them: when nobody backed a pool's winning combination, its net pool
// carries to the next race of the same kind at the venue (meetings.code), whichever day that is. The money
// moves through the ledger: from the racing book into house:jackpots, and back when a later pool pays it out.
import type { Pool } from '../../../shared/bets/bet-types.ts';
import type { Queryable } from '../../db/db.ts';
import { houseAccount, post } from '../ledger.ts';
import type { PoolCents } from '../tote/declare.ts';
import { JACKPOTS, RACING_BOOK } from './house.ts';

/** The venue's jackpots waiting for these pools, locked until the declaring transaction ends. */
export async function takeJackpots(tx: Queryable, venue: string, pools: readonly Pool[]): Promise<PoolCents> {
	const { rows } = await tx.query<{ pool: Pool; cents: number }>(
		'SELECT pool, cents FROM jackpots WHERE venue = $1 AND pool = ANY($2::text[]) AND cents > 0 FOR UPDATE',
		[venue, pools],
	);
	return Object.fromEntries(rows.map((r) => [r.pool, Number(r.cents)]));
}

/** Leaves what carries out for the venue's next race and moves the difference through the ledger. */
export async function carryJackpots(
	tx: Queryable,
	venue: string,
	carriedIn: PoolCents,
	out: PoolCents,
	ref: string,
	now: Date,
) {
	const pools = [...new Set([...Object.keys(carriedIn), ...Object.keys(out)])] as Pool[];
	if (!pools.length) return;
	await tx.query(
		`INSERT INTO jackpots (venue, pool, cents) SELECT $1, p, c FROM unnest($2::text[], $3::bigint[]) AS x(p, c)
		 ON CONFLICT (venue, pool) DO UPDATE SET cents = EXCLUDED.cents`,
		[venue, pools, pools.map((p) => out[p] ?? 0)],
	);
	const sum = (x: PoolCents) => Object.values(x).reduce((a, b) => a + (b ?? 0), 0);
	const moved = sum(out) - sum(carriedIn);
	if (!moved) return;
	const entries = [
		{ account: await houseAccount(tx, RACING_BOOK), amount: -moved },
		{ account: await houseAccount(tx, JACKPOTS), amount: moved },
	];
	await post(tx, { kind: 'jackpot', ref, entries }, now);
}

/** The jackpots a race will take in: its venue's, when it is the venue's next race to be declared. */
export async function jackpotsAhead(db: Queryable, raceId: number): Promise<PoolCents> {
	const { rows } = await db.query<{ pool: Pool; cents: number }>(
		`SELECT j.pool, j.cents FROM races r JOIN meetings m ON m.id = r.meeting_id
		 JOIN jackpots j ON j.venue = m.code AND j.cents > 0
		 WHERE r.id = $1 AND r.result IS NULL AND NOT EXISTS (
			SELECT 1 FROM races r2 JOIN meetings m2 ON m2.id = r2.meeting_id
			WHERE m2.code = m.code AND r2.result IS NULL
				AND (r2.start_time < r.start_time OR (r2.start_time = r.start_time AND r2.id < r.id)))`,
		[raceId],
	);
	return Object.fromEntries(rows.map((r) => [r.pool, Number(r.cents)]));
}
