// Counts combinations by listing them, to check the closed forms against.
import type { HorseId } from '../../../shared/bets/bet-request.ts';

// every ordered tuple with one runner from each list, no runner twice:
export function bruteTuples(sets: readonly (readonly HorseId[])[]): number {
	const seen = new Set<string>();
	const walk = (i: number, picked: HorseId[]): void => {
		if (i === sets.length) {
			seen.add(JSON.stringify(picked));
			return;
		}
		for (const id of sets[i]!) if (!picked.includes(id)) walk(i + 1, [...picked, id]);
	};
	walk(0, []);
	return seen.size;
}

// every unordered pair {a,b} with a from the first list and b from the second:
export function brutePairs(a: readonly HorseId[], b: readonly HorseId[]): number {
	const seen = new Set<string>();
	for (const x of a) for (const y of b) if (x !== y) seen.add(JSON.stringify([x, y].sort()));
	return seen.size;
}
