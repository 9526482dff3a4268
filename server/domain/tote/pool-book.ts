// A pool's total and the money on each winning combination, from the bets placed into it.
import { betTypeByIndex, type Pool } from '../../../shared/bets/bet-types.ts';
import { countCombinations } from '../../../shared/bets/combinations.ts';
import { covers, liveSelections, type PlacedBet, POOLS_BY_TYPE } from './coverage.ts';
import type { RaceResult } from './race-result.ts';
import type { PoolInput } from './tote.ts';
import { winningCombinations } from './winning-combinations.ts';

// refunded combinations (scratched runners) leave the pool before dividends are worked out:
export function bookPool(pool: Pool, bets: readonly PlacedBet[], leg1: RaceResult, leg2?: RaceResult): PoolInput {
	const winners = winningCombinations(pool, leg1, leg2).map((w) => ({ ...w, stakeCents: 0 }));
	let poolCents = 0;
	for (const bet of bets) {
		const type = betTypeByIndex(bet.type);
		if (!type || !POOLS_BY_TYPE[bet.type]?.includes(pool)) continue;
		const live = liveSelections(bet.selections, leg1.scratched, leg2?.scratched);
		const combos = countCombinations(type, live);
		poolCents += (bet.type === 9 ? combos / 2 : combos) * bet.unitStakeCents;
		for (const w of winners) if (covers(bet.type, live, w.combo)) w.stakeCents += bet.unitStakeCents;
	}
	return { pool, poolCents, winners };
}
