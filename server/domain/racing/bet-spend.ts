// Checking a batch's bets in arrival order: each bet against its races, then against what its player
// has left (balance, day limit) after the bets before it in the batch. No database here.
import type { BetLimits } from '../../../shared/bets/validate.ts';
import type { Lang } from '../../i18n/language.ts';
import { InsufficientFunds } from '../ledger.ts';
import type { LockedBalances } from '../ledger-batch.ts';
import { checkBet } from '../safer/guards.ts';
import type { Approx } from '../tote/approx-return.ts';
import type { Bettor } from './bet-context.ts';
import { type OrderInput, planBet, type RaceInfo } from './bet-plan.ts';
import type { BetToWrite } from './bet-writes.ts';

export interface Bet {
	/** the request's place in the batch */
	i: number;
	userId: number;
	key: string;
	input: OrderInput;
	approx: Approx;
	/** the language the reply names venues and runners in */
	lang: Lang;
}

export function spendInOrder(
	bets: readonly Bet[],
	races: ReadonlyMap<number, RaceInfo>,
	bettors: ReadonlyMap<number, Bettor>,
	balances: LockedBalances,
	limits: BetLimits,
	now: Date,
) {
	const left = new Map<number, { balance: number; dayLeft: number | null }>();
	const accepted: (BetToWrite & { i: number })[] = [];
	const refused: [number, unknown][] = [];
	for (const { i, userId, key, input, approx } of bets) {
		const bettor = bettors.get(userId)!;
		try {
			const order = planBet(input, races, limits, now);
			const state = left.get(userId) ?? {
				balance: bettor.wallet === null ? 0 : (balances.get(bettor.wallet) ?? 0),
				dayLeft: bettor.allowance.dayLeft,
			};
			left.set(userId, state);
			checkBet({ ...bettor.allowance, dayLeft: state.dayLeft }, order.total);
			if (bettor.wallet === null || order.total > state.balance) throw new InsufficientFunds(bettor.wallet ?? 0);
			state.balance -= order.total;
			if (state.dayLeft !== null) state.dayLeft -= order.total;
			accepted.push({ i, userId, key, wallet: bettor.wallet, order, approx });
		} catch (err) {
			refused.push([i, err]);
		}
	}
	return { accepted, refused };
}
