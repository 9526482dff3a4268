// A declared race declared again with a corrected result: its pools worked out afresh from the same bets and the
// same jackpot it took in, the house's seeds and the jackpots it carried out moved by the difference, and the
// pools of every double with a leg in it declared again too. Orders are resettled by the caller.
import type { Queryable } from '../../../db/db.ts';
import { houseAccount, post } from '../../ledger.ts';
import type { Dividends } from '../../tote/bet-outcome.ts';
import type { PlacedBet } from '../../tote/coverage.ts';
import { DOUBLE_POOLS, declarePools, type PoolCents, SINGLE_POOLS } from '../../tote/declare.ts';
import type { RaceResult } from '../../tote/race-result.ts';
import { nonZero, placedBets, singleBets } from '../declare-race.ts';
import { LIQUIDITY, RACING_BOOK } from '../house.ts';
import { seedBets, seedReturn } from '../seeds.ts';
import { shiftJackpots } from './jackpot-shift.ts';

export interface DeclaredRace {
	id: number;
	venue: string;
	result: RaceResult;
	dividends: Dividends;
	jackpot_in: PoolCents | null;
	jackpot_out: PoolCents | null;
}

async function reseed(
	tx: Queryable,
	race: DeclaredRace,
	seeds: PlacedBet[],
	result: RaceResult,
	dividends: Dividends,
	now: Date,
) {
	const delta = seedReturn(seeds, result, dividends).returned - seedReturn(seeds, race.result, race.dividends).returned;
	if (delta) {
		const entries = [
			{ account: await houseAccount(tx, LIQUIDITY), amount: delta },
			{ account: await houseAccount(tx, RACING_BOOK), amount: -delta },
		];
		await post(tx, { kind: 'seed_settle', ref: `race:${race.id}`, memo: 'correction', entries }, now);
	}
}

async function redeclareDoubles(tx: Queryable, raceId: number, old: RaceResult, now: Date) {
	const { rows } = await tx.query<{
		race_id: number;
		race_id2: number;
		jackpot_in: PoolCents | null;
		jackpot_out: PoolCents | null;
		venue: string;
		result1: RaceResult;
		result2: RaceResult;
	}>(
		`SELECT d.race_id, d.race_id2, d.jackpot_in, d.jackpot_out, m.code AS venue, r1.result AS result1, r2.result AS result2
		 FROM double_pools d JOIN races r1 ON r1.id = d.race_id JOIN races r2 ON r2.id = d.race_id2
		 JOIN meetings m ON m.id = r1.meeting_id
		 WHERE (d.race_id = $1 OR d.race_id2 = $1) AND r1.result IS NOT NULL AND r2.result IS NOT NULL FOR UPDATE OF d`,
		[raceId],
	);
	for (const d of rows) {
		const bets = await placedBets(tx, 'race_id = $1 AND race_id2 = $2', [d.race_id, d.race_id2]);
		const { dividends, carriedOut } = declarePools(DOUBLE_POOLS, bets, d.jackpot_in ?? {}, d.result1, d.result2);
		await tx.query('UPDATE double_pools SET dividends = $3, jackpot_out = $4 WHERE race_id = $1 AND race_id2 = $2', [
			d.race_id,
			d.race_id2,
			dividends,
			nonZero(carriedOut),
		]);
		const [old1, old2] = [d.race_id === raceId ? old : d.result1, d.race_id2 === raceId ? old : d.result2];
		const before = d.jackpot_out ?? declarePools(DOUBLE_POOLS, bets, d.jackpot_in ?? {}, old1, old2).carriedOut;
		await shiftJackpots(tx, d.venue, before, carriedOut, `double:${d.race_id}:${d.race_id2}`, now);
	}
}

/** Declares a declared race (locked by the caller) again with `result`; the caller resettles its orders. */
export async function redeclareRace(tx: Queryable, race: DeclaredRace, result: RaceResult, now: Date) {
	await tx.query('UPDATE runners SET scratched = (horse_id = ANY($2::int[])) WHERE race_id = $1', [
		race.id,
		result.scratched,
	]);
	const seeds = (await seedBets(tx, [race.id])).get(race.id) ?? [];
	const bets = await singleBets(tx, race.id);
	const pool = [...bets, ...seeds];
	const { dividends, carriedOut } = declarePools(SINGLE_POOLS, pool, race.jackpot_in ?? {}, result);
	// races declared before jackpot_out was kept: the first declaration's carry, worked out again from the same pools:
	const before = race.jackpot_out ?? declarePools(SINGLE_POOLS, pool, race.jackpot_in ?? {}, race.result).carriedOut;
	await tx.query(
		`UPDATE races SET result = $2, dividends = $3, jackpot_out = $4, corrected_at = $5,
			status = CASE WHEN status = 'closed' THEN status WHEN $6 THEN 'abandoned' ELSE 'resulted' END
		 WHERE id = $1`,
		[race.id, result, dividends, nonZero(carriedOut), now, result.abandoned],
	);
	await reseed(tx, race, seeds, result, dividends, now);
	await shiftJackpots(tx, race.venue, before, carriedOut, `race:${race.id}`, now);
	await redeclareDoubles(tx, race.id, race.result, now);
}
