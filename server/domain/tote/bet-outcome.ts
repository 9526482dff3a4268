// One bet's outcome and return in cents, from its race result(s) and the declared dividends.
import type { HorseId } from '../../../shared/bets/bet-request.ts';
import { betTypeByIndex, type Pool } from '../../../shared/bets/bet-types.ts';
import { countCombinations } from '../../../shared/bets/combinations.ts';
import { covers, liveSelections, type PlacedBet, POOLS_BY_TYPE } from './coverage.ts';
import type { RaceResult } from './race-result.ts';

export type Dividends = Partial<Record<Pool, readonly { combo: HorseId[]; cents: number }[]>>;
type Outcome = 'won' | 'lost' | 'refunded' | 'partiallyRefunded';

export interface Settlement {
	outcome: Outcome;
	combinations: number;
	refundedCombinations: number;
	winningCombinations: number;
	costCents: number;
	refundCents: number;
	winningsCents: number;
	returnCents: number;
}

const isPlacePool = (pool: Pool) => pool === 'place' || pool === 'doublePlace';

// Each Way counts 2 per runner; each half is one runner's combination in one pool:
const perPool = (type: number, combos: number) => (type === 9 ? combos / 2 : combos);

export function settleBet(
	bet: PlacedBet,
	leg1: RaceResult,
	leg2: RaceResult | undefined,
	dividends: Dividends,
): Settlement {
	const type = betTypeByIndex(bet.type);
	if (!type) throw new RangeError(`no bet type ${bet.type}`);
	const stake = bet.unitStakeCents;
	const combinations = countCombinations(type, bet.selections);
	if (type.legs === 2 && !leg2) throw new Error('a double settles only once its second leg has a result');
	const abandoned = leg1.abandoned || (type.legs === 2 && leg2?.abandoned === true);
	const live = liveSelections(bet.selections, leg1.scratched, leg2?.scratched);
	const liveCombos = abandoned ? 0 : countCombinations(type, live);
	let refunded = combinations - liveCombos;
	let winning = 0;
	// sum dividend × stake first and drop the part cent once, so a multi-winner bet loses at most 1c:
	let payout = 0;
	for (const pool of POOLS_BY_TYPE[bet.type] ?? []) {
		const noPlaces = isPlacePool(pool) && (leg1.placesPaid === 0 || (pool === 'doublePlace' && leg2?.placesPaid === 0));
		if (abandoned) continue;
		if (noPlaces) {
			refunded += perPool(bet.type, liveCombos);
			continue;
		}
		for (const d of dividends[pool] ?? []) {
			if (!covers(bet.type, live, d.combo)) continue;
			winning++;
			payout += d.cents * stake;
		}
	}
	const refundCents = refunded * stake;
	const winningsCents = Math.floor(payout / 100);
	let outcome: Outcome = 'lost';
	if (winning > 0) outcome = 'won';
	else if (refunded === combinations) outcome = 'refunded';
	else if (refunded > 0) outcome = 'partiallyRefunded';
	return {
		outcome,
		combinations,
		refundedCombinations: refunded,
		winningCombinations: winning,
		costCents: combinations * stake,
		refundCents,
		winningsCents,
		returnCents: refundCents + winningsCents,
	};
}
