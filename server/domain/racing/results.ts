// Closing races at their start and declaring each result with its tote dividends, once.
import type { Pool } from '../../../src/bets/bet-types.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { PlacedBet } from '../../racing/coverage.ts';
import { placesPaid } from '../../racing/places-paid.ts';
import { bookPool } from '../../racing/pool-book.ts';
import type { RaceResult } from '../../racing/race-result.ts';
import type { Dividends } from '../../racing/settle.ts';
import { declareDividends } from '../../racing/tote.ts';
import { declareQuietRaces, drawResult, type FieldRunner } from './quiet-results.ts';

const SINGLE_POOLS: Pool[] = ['win', 'place', 'quinella', 'exacta', 'trifecta', 'first4'];
const DOUBLE_POOLS: Pool[] = ['doubleWin', 'doublePlace'];
const BATCH = 500;

/** Betting closes at the start time; places paid are fixed from the field left at that moment. */
export async function closeDueRaces(db: Db, now: Date): Promise<number> {
	const due = await db.query<{ id: number; starters: number }>(
		`SELECT r.id, (SELECT count(*) FROM runners h WHERE h.race_id = r.id AND NOT h.scratched)::int AS starters
		 FROM races r WHERE r.status = 'open' AND r.start_time <= $1`,
		[now],
	);
	if (!due.rows.length) return 0;
	const closed = await db.query(
		`UPDATE races SET status = 'closed', places_paid = x.p
		 FROM unnest($1::bigint[], $2::int[]) AS x(id, p) WHERE races.id = x.id AND races.status = 'open'`,
		[due.rows.map((r) => r.id), due.rows.map((r) => placesPaid(r.starters))],
	);
	return closed.rowCount;
}

async function placedBets(tx: Queryable, where: string, params: unknown[]): Promise<PlacedBet[]> {
	const { rows } = await tx.query<{ bet_type: number; selections: PlacedBet['selections']; unit_stake: number }>(
		`SELECT bet_type, selections, unit_stake FROM race_orders WHERE ${where}`,
		params,
	);
	return rows.map((r) => ({ type: r.bet_type, selections: r.selections, unitStakeCents: r.unit_stake }));
}

function declare(pools: Pool[], bets: PlacedBet[], leg1: RaceResult, leg2?: RaceResult): Dividends {
	const out: Dividends = {};
	for (const pool of pools) {
		const { dividends } = declareDividends(bookPool(pool, bets, leg1, leg2));
		if (dividends.length) out[pool] = dividends;
	}
	return out;
}

/** Draws one closed race's finish from its seed and declares its single-race pools; false if already done. */
async function declareRace(db: Db, raceId: number): Promise<boolean> {
	return db.tx(async (tx) => {
		const { rows } = await tx.query<{ seed: number; places_paid: number | null; result: unknown }>(
			`SELECT seed, places_paid, result FROM races WHERE id = $1 AND status = 'closed' FOR UPDATE`,
			[raceId],
		);
		const race = rows[0];
		if (!race || race.result) return false;
		const field = await tx.query<FieldRunner>(
			'SELECT horse_id, odds, scratched FROM runners WHERE race_id = $1 ORDER BY horse_id',
			[raceId],
		);
		const result = drawResult(race.seed, race.places_paid, field.rows);
		if (result.scratched.length)
			await tx.query('UPDATE runners SET scratched = true WHERE race_id = $1 AND horse_id = ANY($2::int[])', [
				raceId,
				result.scratched,
			]);
		const bets = await placedBets(tx, 'race_id = $1 AND race_id2 IS NULL', [raceId]);
		const dividends = declare(SINGLE_POOLS, bets, result);
		await tx.query('UPDATE races SET result = $2, dividends = $3 WHERE id = $1', [raceId, result, dividends]);
		return true;
	});
}

/** Declares every closed race whose result is due; returns how many. */
export async function declareDueResults(db: Db, now: Date, delaySeconds: number): Promise<number> {
	const cutoff = new Date(now.getTime() - delaySeconds * 1000);
	let count = 0;
	for (let quiet = BATCH; quiet === BATCH; ) {
		quiet = await declareQuietRaces(db, cutoff);
		count += quiet;
	}
	for (;;) {
		const due = await db.query<{ id: number }>(
			`SELECT id FROM races WHERE status = 'closed' AND result IS NULL AND start_time <= $1
			 ORDER BY start_time, id LIMIT ${BATCH}`,
			[cutoff],
		);
		for (const r of due.rows) if (await declareRace(db, r.id)) count++;
		if (due.rows.length < BATCH) return count;
	}
}

/** A double's pools, declared once both legs have results; a second call reads the stored ones. */
export async function doubleDividends(db: Db, r1: number, r2: number, leg1: RaceResult, leg2: RaceResult) {
	const stored = await db.query<{ dividends: Dividends }>(
		'SELECT dividends FROM double_pools WHERE race_id = $1 AND race_id2 = $2',
		[r1, r2],
	);
	if (stored.rows[0]) return stored.rows[0].dividends;
	// both legs are closed, so the pool can no longer change and two processes would declare the same:
	const bets = await placedBets(db, 'race_id = $1 AND race_id2 = $2', [r1, r2]);
	const dividends = declare(DOUBLE_POOLS, bets, leg1, leg2);
	await db.query('INSERT INTO double_pools (race_id, race_id2, dividends) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
		r1,
		r2,
		dividends,
	]);
	return dividends;
}
