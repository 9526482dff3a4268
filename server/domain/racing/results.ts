// Closing races at their start and declaring each simulator race's result with its tote dividends, once.
import type { Db } from '../../db/db.ts';
import type { Dividends } from '../tote/bet-outcome.ts';
import { DOUBLE_POOLS, declarePools } from '../tote/declare.ts';
import { placesPaid } from '../tote/places-paid.ts';
import type { RaceResult } from '../tote/race-result.ts';
import { declareRaceResult, nonZero, placedBets } from './declare-race.ts';
import { carryJackpots, takeJackpots } from './jackpots.ts';
import { declareQuietRaces, drawResult, type FieldRunner } from './quiet-results.ts';

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

/** Draws one closed simulator race's finish from its seed and declares it. False if already done. */
async function declareRace(db: Db, raceId: number, now: Date): Promise<boolean> {
	return db.tx(async (tx) => {
		const { rows } = await tx.query<{ seed: number; places_paid: number | null; result: unknown; venue: string }>(
			`SELECT r.seed, r.places_paid, r.result, m.code AS venue FROM races r JOIN meetings m ON m.id = r.meeting_id
			 WHERE r.id = $1 AND r.status = 'closed' FOR UPDATE OF r`,
			[raceId],
		);
		const race = rows[0];
		if (!race || race.result) return false;
		const field = await tx.query<FieldRunner>(
			'SELECT horse_id, odds, scratched FROM runners WHERE race_id = $1 ORDER BY horse_id',
			[raceId],
		);
		await declareRaceResult(
			tx,
			{ id: raceId, venue: race.venue },
			drawResult(race.seed, race.places_paid, field.rows),
			now,
		);
		return true;
	});
}

/** Declares every closed race whose result is due, each in its own transaction, until `signal`; returns how many. */
export async function declareDueResults(db: Db, now: Date, delaySeconds: number, signal?: AbortSignal) {
	const cutoff = new Date(now.getTime() - delaySeconds * 1000);
	let count = 0;
	for (let quiet = BATCH; quiet === BATCH; ) {
		quiet = await declareQuietRaces(db, cutoff, now);
		count += quiet;
	}
	for (;;) {
		const due = await db.query<{ id: number }>(
			`SELECT id FROM races WHERE status = 'closed' AND result IS NULL AND start_time <= $1 AND source = 'sim'
			 ORDER BY start_time, id LIMIT ${BATCH}`,
			[cutoff],
		);
		for (const r of due.rows) {
			if (signal?.aborted) return count;
			if (await declareRace(db, r.id, now)) count++;
		}
		if (due.rows.length < BATCH) return count;
	}
}

/** A double's pools with its first leg's venue's jackpots, declared once both legs have results; later calls read them. */
export async function doubleDividends(db: Db, r1: number, r2: number, leg1: RaceResult, leg2: RaceResult, now: Date) {
	const stored = await db.query<{ dividends: Dividends }>(
		'SELECT dividends FROM double_pools WHERE race_id = $1 AND race_id2 = $2',
		[r1, r2],
	);
	if (stored.rows[0]) return stored.rows[0].dividends;
	return db.tx(async (tx) => {
		const venue = await tx.query<{ code: string }>(
			'SELECT m.code FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE r.id = $1',
			[r1],
		);
		const code = venue.rows[0]!.code;
		const carried = await takeJackpots(tx, code, DOUBLE_POOLS);
		// both legs are closed, so the pool can no longer change; a declaration that lost the race reads the winner's:
		const bets = await placedBets(tx, 'race_id = $1 AND race_id2 = $2', [r1, r2]);
		const { dividends, carriedOut } = declarePools(DOUBLE_POOLS, bets, carried, leg1, leg2);
		const inserted = await tx.query(
			`INSERT INTO double_pools (race_id, race_id2, dividends, jackpot_in, jackpot_out) VALUES ($1, $2, $3, $4, $5)
			 ON CONFLICT DO NOTHING`,
			[r1, r2, dividends, nonZero(carried), nonZero(carriedOut)],
		);
		if (!inserted.rowCount) {
			const again = await tx.query<{ dividends: Dividends }>(
				'SELECT dividends FROM double_pools WHERE race_id = $1 AND race_id2 = $2',
				[r1, r2],
			);
			return again.rows[0]!.dividends;
		}
		await carryJackpots(tx, code, carried, carriedOut, `double:${r1}:${r2}`, now);
		return dividends;
	});
}
