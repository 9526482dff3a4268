// Declaring a race's (or a double's) pools at once: each pool's dividends from its bets and the jackpot it
// carried in, and what carries out of it to the next race of its kind.
import type { Pool } from '../../../shared/bets/bet-types.ts';
import type { Dividends } from './bet-outcome.ts';
import type { PlacedBet } from './coverage.ts';
import { bookPool } from './pool-book.ts';
import type { RaceResult } from './race-result.ts';
import { declareDividends } from './tote.ts';

export type PoolCents = Partial<Record<Pool, number>>;

export const SINGLE_POOLS: readonly Pool[] = ['win', 'place', 'quinella', 'exacta', 'trifecta', 'first4'];
export const DOUBLE_POOLS: readonly Pool[] = ['doubleWin', 'doublePlace'];

const isPlacePool = (pool: Pool) => pool === 'place' || pool === 'doublePlace';

/** True when every bet in the pool is refunded: an abandoned leg, or a place pool in a race paying no places. */
function refundsAll(pool: Pool, leg1: RaceResult, leg2?: RaceResult): boolean {
	if (leg1.abandoned || leg2?.abandoned) return true;
	return isPlacePool(pool) && (leg1.placesPaid === 0 || (pool === 'doublePlace' && leg2?.placesPaid === 0));
}

export function declarePools(
	pools: readonly Pool[],
	bets: readonly PlacedBet[],
	carried: PoolCents,
	leg1: RaceResult,
	leg2?: RaceResult,
): { dividends: Dividends; carriedOut: PoolCents } {
	const dividends: Dividends = {};
	const carriedOut: PoolCents = {};
	for (const pool of pools) {
		const carriedCents = carried[pool] ?? 0;
		// the stakes go back to their backers, so a jackpot waiting for this pool waits for the next one:
		if (refundsAll(pool, leg1, leg2)) {
			if (carriedCents) carriedOut[pool] = carriedCents;
			continue;
		}
		const declared = declareDividends({ ...bookPool(pool, bets, leg1, leg2), carriedCents });
		if (declared.dividends.length) dividends[pool] = declared.dividends;
		if (declared.jackpotCents) carriedOut[pool] = declared.jackpotCents;
	}
	return { dividends, carriedOut };
}
