// Combination counts and cost per docs/bets.md, by closed forms that stay exact when the picked sets overlap.

import type { HorseId, Selections } from './bet-request.ts';
import type { BetType } from './bet-types.ts';

type Sets = readonly ReadonlySet<HorseId>[];

function intersectionSize(sets: Sets, positions: readonly number[]): number {
	const [first, ...rest] = positions.map((p) => sets[p]!);
	if (!first) return 0;
	let n = 0;
	for (const id of first) if (rest.every((s) => s.has(id))) n++;
	return n;
}

// set partitions of positions 0..k-1, built once (k ≤ 4 gives at most 15):
function partitions(k: number): number[][][] {
	if (k === 0) return [[]];
	return partitions(k - 1).flatMap((p) => [
		[...p, [k - 1]],
		...p.map((_, i) => p.map((block, j) => (i === j ? [...block, k - 1] : block))),
	]);
}
const PARTITIONS = [0, 1, 2, 3, 4].map(partitions);
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

// ordered tuples (x1..xk), xi ∈ Pi, all distinct — Möbius inversion over the partition lattice:
function distinctTuples(sets: Sets): number {
	const parts = PARTITIONS[sets.length];
	if (!parts) throw new RangeError('at most 4 positions');
	let total = 0;
	for (const p of parts) {
		let term = 1;
		for (const block of p)
			term *= (-1) ** (block.length - 1) * factorial(block.length - 1) * intersectionSize(sets, block);
		total += term;
	}
	return total;
}

// unordered pairs {a,b}, a ∈ A, b ∈ B, a ≠ b:
function unorderedPairs(a: ReadonlySet<HorseId>, b: ReadonlySet<HorseId>): number {
	const both = intersectionSize([a, b], [0, 1]);
	const onlyA = a.size - both;
	const onlyB = b.size - both;
	return onlyA * onlyB + onlyA * both + both * onlyB + (both * (both - 1)) / 2;
}

export function countCombinations(type: BetType, s: Selections): number {
	const set = (ids: readonly HorseId[]) => new Set(ids);
	const h = set(s.horse);
	const [p1, p2, p3, p4] = [set(s.horse1st), set(s.horse2nd), set(s.horse3rd), set(s.horse4th)];
	switch (type.index) {
		case 1:
		case 2:
			return h.size;
		case 3:
		case 4:
			return unorderedPairs(h, h);
		case 5:
			return distinctTuples([p1, p2]);
		case 6:
			return distinctTuples([p1, p2, p3]);
		case 7:
			return distinctTuples([h, h, h]);
		case 8:
			return distinctTuples([p1, p2, p3, p4]);
		// a win bet and a place bet on each runner:
		case 9:
			return 2 * h.size;
		case 10:
		case 11:
			return h.size * set(s.horse2).size;
		case 12:
			return unorderedPairs(p1, p2);
		// the others fill the remaining places in any order, each order its own combination:
		case 13:
			return distinctTuples([p1, p2]);
		case 14:
			return distinctTuples([p1, p2, p2]);
		case 15:
			return distinctTuples([p1, p2, p2, p2]);
		default:
			return 0;
	}
}

// total outlay in cents: every combination carries the unit stake:
export function betCostCents(type: BetType, s: Selections, unitStakeCents: number): number {
	return countCombinations(type, s) * unitStakeCents;
}
