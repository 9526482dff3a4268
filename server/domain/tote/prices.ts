// What the tote would pay now: the Win and Place dividend per $1 each runner would declare if the pools closed as
// they stand, worked out with the same commission and rounding as tote.ts, so with nothing more bet the price shown
// is the dividend paid (Win: a clear winner; Place: every placegetter backed, no dead heat).
import type { HorseId } from '../../../shared/bets/bet-request.ts';
import { COMMISSION_BP, MIN_DIVIDEND_CENTS, netPoolTimes10000, roundDiv } from './tote.ts';

/** Money per runner in one pool, in cents. */
type Stakes = ReadonlyMap<HorseId, number>;

interface PoolState {
	stakes: Stakes;
	/** a jackpot this race takes in, in cents. */
	carriedCents?: number;
}

export interface RunnerPrice {
	win: number | null;
	place: number | null;
}

/** The dividend in cents per $1 for `stakeCents` on a runner taking one of `parts` equal shares of the net pool. */
export function approxDividend(
	pool: 'win' | 'place',
	poolCents: number,
	carriedCents: number,
	stakeCents: number,
	parts: number,
): number | null {
	if (stakeCents <= 0 || parts <= 0) return null;
	const net = netPoolTimes10000(poolCents, carriedCents, COMMISSION_BP[pool]);
	const cents = roundDiv(100n * net, 10000n * BigInt(parts) * BigInt(stakeCents));
	return Math.max(MIN_DIVIDEND_CENTS, Number(cents));
}

/** A pool's money on the runners still in it (scratched runners' stakes are refunded, so they leave it). */
const poolTotal = (stakes: Stakes, starters: readonly HorseId[]) =>
	starters.reduce<number>((a, id) => a + (stakes.get(id) ?? 0), 0);

/** Each starter's Win and Place price in cents per $1; null where that bet is not offered or nothing backs it. */
export function priceBoard(starters: readonly HorseId[], placesPaid: number, win: PoolState, place: PoolState) {
	const winPool = poolTotal(win.stakes, starters);
	const placePool = placesPaid ? poolTotal(place.stakes, starters) : 0;
	const prices = new Map<HorseId, RunnerPrice>();
	for (const id of starters) {
		prices.set(id, {
			win: approxDividend('win', winPool, win.carriedCents ?? 0, win.stakes.get(id) ?? 0, 1),
			place: approxDividend('place', placePool, place.carriedCents ?? 0, place.stakes.get(id) ?? 0, placesPaid),
		});
	}
	return { winPool, placePool, prices };
}
