// Declaring one race with a given result: its single-race pools with the jackpots waiting at its venue, the house's
// seeds settled, and what nobody backed carried on. The simulator draws the result; the feed and staff give it.
import type { Queryable } from '../../db/db.ts';
import type { PlacedBet } from '../tote/coverage.ts';
import { declarePools, type PoolCents, SINGLE_POOLS } from '../tote/declare.ts';
import type { RaceResult } from '../tote/race-result.ts';
import { carryJackpots, takeJackpots } from './jackpots.ts';
import { postSeedReturn, seedBets, seedReturn } from './seeds.ts';

// an order refunded on its own has left the pool:
const IN_POOL = `correction IS DISTINCT FROM 'refunded'`;

export async function placedBets(tx: Queryable, where: string, params: unknown[]): Promise<PlacedBet[]> {
	const { rows } = await tx.query<{ bet_type: number; selections: PlacedBet['selections']; unit_stake: number }>(
		`SELECT bet_type, selections, unit_stake FROM race_orders WHERE ${where} AND ${IN_POOL}`,
		params,
	);
	return rows.map((r) => ({ type: r.bet_type, selections: r.selections, unitStakeCents: Number(r.unit_stake) }));
}

export const nonZero = (cents: PoolCents) => (Object.keys(cents).length ? cents : null);

/** The race's single-race bets, from the players' orders. */
export const singleBets = (tx: Queryable, raceId: number) =>
	placedBets(tx, 'race_id = $1 AND race_id2 IS NULL', [raceId]);

/** Declares a closed, undeclared race (locked by the caller) with this result; the runners it scratches are marked. */
export async function declareRaceResult(
	tx: Queryable,
	race: { id: number; venue: string },
	result: RaceResult,
	now: Date,
): Promise<void> {
	if (result.scratched.length)
		await tx.query('UPDATE runners SET scratched = true WHERE race_id = $1 AND horse_id = ANY($2::int[])', [
			race.id,
			result.scratched,
		]);
	const seeds = (await seedBets(tx, [race.id])).get(race.id) ?? [];
	const bets = await singleBets(tx, race.id);
	const carried = await takeJackpots(tx, race.venue, SINGLE_POOLS);
	const { dividends, carriedOut } = declarePools(SINGLE_POOLS, [...bets, ...seeds], carried, result);
	await tx.query('UPDATE races SET result = $2, dividends = $3, jackpot_in = $4, jackpot_out = $5 WHERE id = $1', [
		race.id,
		result,
		dividends,
		nonZero(carried),
		nonZero(carriedOut),
	]);
	await postSeedReturn(tx, `race:${race.id}`, seedReturn(seeds, result, dividends), now);
	await carryJackpots(tx, race.venue, carried, carriedOut, `race:${race.id}`, now);
}
