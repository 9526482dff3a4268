// The hidden form model: each runner's chances from its form price (the card's seeded odds), used to spread the
// house's seed money over a pool as a fair market would, so a quiet race still shows sensible prices.

/** Win chances: each runner's 1/price, normalised to sum to 1. */
export function winChances(formPrices: readonly number[]): number[] {
	const weights = formPrices.map((p) => 1 / Math.max(p, 1.01));
	const total = weights.reduce((a, b) => a + b, 0);
	return weights.map((w) => w / total);
}

/** Harville: the chance each runner finishes within the first `places`, from the win chances. */
export function placeChances(win: readonly number[], places: number): number[] {
	const out = win.map(() => 0);
	// every ordered start of the finish up to `places` deep, with its probability:
	const walk = (taken: number[], left: number, prob: number) => {
		for (let r = 0; r < win.length; r++) {
			if (taken.includes(r)) continue;
			const p = (prob * win[r]!) / left;
			out[r]! += p;
			if (taken.length + 1 < places) walk([...taken, r], left - win[r]!, p);
		}
	};
	if (places > 0 && win.length) walk([], 1, 1);
	return out;
}

/** `totalCents` split by weight, each share at least 1 cent; the shares may sum to a few cents more or less. */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
	const sum = weights.reduce((a, b) => a + b, 0);
	return weights.map((w) => Math.max(1, Math.round((totalCents * w) / sum)));
}
