// The approximate price and possible return a Win, Place or Each Way order is placed at, for its receipt and the
// order list ("approximate at bet time"): the tote pays the final dividend, which moves with later bets.
import { centsFromAmount } from '../../../shared/money/amount.ts';
import type { Deps } from '../../deps.ts';
import { type Approx, approxOfBet, NO_APPROX as NONE } from '../tote/approx-return.ts';
import { pricesAtBetTime } from './race-prices.ts';

/** Never refuses a bet: a price that cannot be read is recorded as unknown. */
export async function approxAtBetTime(
	deps: Deps,
	input: { bet_type: number; race_id: number | null; horse: readonly (number | string)[]; betAmount: unknown },
): Promise<Approx> {
	if (![1, 2, 9].includes(input.bet_type) || input.race_id === null || !Array.isArray(input.horse)) return NONE;
	const unit = centsFromAmount(input.betAmount);
	if (!unit.ok) return NONE;
	try {
		const board = await pricesAtBetTime(deps.db, input.race_id, deps.clock.now());
		if (!board) return NONE;
		return approxOfBet(input.bet_type, input.horse.map(Number), unit.cents, board.prices, board.placesPaid);
	} catch (error) {
		deps.logger.error('price at bet time failed', { error: String(error) });
		return NONE;
	}
}
