// A Win, Place or Each Way bet's price and possible return from the prices when it was placed, in cents. With one
// runner the price is that runner's (Each Way: its win price); with several, the return is the best case (one
// winner; up to places-paid placegetters), and there is no single price.
import type { HorseId } from '../../../shared/bets/bet-request.ts';
import type { RunnerPrice } from './prices.ts';

export interface Approx {
	/** cents per $1, or null. */
	price: number | null;
	/** cents, or null. */
	returnCents: number | null;
}

/** No price recorded: not a Win, Place or Each Way bet, or the pools could not be read. */
export const NO_APPROX: Approx = { price: null, returnCents: null };
const NONE = NO_APPROX;
const sumTop = (list: number[], n: number) =>
	[...list]
		.sort((a, b) => b - a)
		.slice(0, n)
		.reduce((a, b) => a + b, 0);

export function approxOfBet(
	type: number,
	horses: readonly HorseId[],
	unitCents: number,
	prices: ReadonlyMap<HorseId, RunnerPrice>,
	placesPaid: number,
): Approx {
	if (![1, 2, 9].includes(type) || !horses.length) return NONE;
	const picked = horses.map((id) => prices.get(id));
	if (picked.some((p) => !p)) return NONE;
	const wins = picked.map((p) => p!.win);
	const places = picked.map((p) => p!.place);
	if ((type !== 2 && wins.includes(null)) || (type !== 1 && places.includes(null))) return NONE;
	const w = wins as number[];
	const pl = places as number[];
	// dividends × unit stake summed first, the part cent dropped once, as settlement does:
	const pays = (perDollar: number) => Math.floor((perDollar * unitCents) / 100);
	if (type === 1) return { price: w.length === 1 ? w[0]! : null, returnCents: pays(Math.max(...w)) };
	if (type === 2) return { price: pl.length === 1 ? pl[0]! : null, returnCents: pays(sumTop(pl, placesPaid)) };
	const best = w.map(
		(win, i) =>
			win +
			pl[i]! +
			sumTop(
				pl.filter((_, j) => j !== i),
				placesPaid - 1,
			),
	);
	return { price: w.length === 1 ? w[0]! : null, returnCents: pays(Math.max(...best)) };
}
