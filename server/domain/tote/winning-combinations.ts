// Which combinations a result makes winners in each pool, with each one's share of the pool (dead heats split it).
import type { HorseId } from '../../../shared/bets/bet-request.ts';
import type { Pool } from '../../../shared/bets/bet-types.ts';
import type { RaceResult } from './race-result.ts';

// a share as numerator/denominator, so dead-heat splits stay exact:
export type Share = readonly [number, number];
export interface Winner {
	combo: HorseId[];
	share: Share;
}

// a group tied across positions s..e shares the places paid among them: covered / tied each:
function positionShares(finish: readonly HorseId[][], paid: number): Winner[] {
	const out: Winner[] = [];
	let start = 1;
	for (const group of finish) {
		const covered = Math.max(0, Math.min(paid, start + group.length - 1) - start + 1);
		if (covered) for (const id of group) out.push({ combo: [id], share: [covered, group.length] });
		start += group.length;
	}
	return out;
}

// every ordered k-tuple the finish allows: the runner at each position comes from the group holding that position:
function orderedTuples(finish: readonly HorseId[][], k: number): HorseId[][] {
	const groupAt = finish.flatMap((group) => group.map(() => group)).slice(0, k);
	if (groupAt.length < k) return [];
	const out: HorseId[][] = [];
	const walk = (picked: HorseId[]): void => {
		if (picked.length === k) out.push(picked);
		else for (const id of groupAt[picked.length]!) if (!picked.includes(id)) walk([...picked, id]);
	};
	walk([]);
	return out;
}

// quinella combinations are unordered; this is their one spelling:
const sortPair = (pair: readonly HorseId[]): HorseId[] => [...pair].sort((a, b) => (String(a) < String(b) ? -1 : 1));

function cross(a: Winner[], b: Winner[]): Winner[] {
	return a.flatMap((x) =>
		b.map((y) => ({
			combo: [...x.combo, ...y.combo],
			share: [x.share[0] * y.share[0], x.share[1] * y.share[1]] as const,
		})),
	);
}

const whole = (combo: HorseId[]): Winner => ({ combo, share: [1, 1] });

export function winningCombinations(pool: Pool, leg1: RaceResult, leg2?: RaceResult): Winner[] {
	if (leg1.abandoned || leg2?.abandoned) return [];
	switch (pool) {
		case 'win':
			return positionShares(leg1.finish, 1);
		case 'place':
			return positionShares(leg1.finish, leg1.placesPaid);
		case 'quinella': {
			const keys = new Map(orderedTuples(leg1.finish, 2).map((t) => [JSON.stringify(sortPair(t)), sortPair(t)]));
			return [...keys.values()].map(whole);
		}
		case 'exacta':
			return orderedTuples(leg1.finish, 2).map(whole);
		case 'trifecta':
			return orderedTuples(leg1.finish, 3).map(whole);
		case 'first4':
			return orderedTuples(leg1.finish, 4).map(whole);
		case 'doubleWin':
			return leg2 ? cross(positionShares(leg1.finish, 1), positionShares(leg2.finish, 1)) : [];
		case 'doublePlace':
			return leg2
				? cross(positionShares(leg1.finish, leg1.placesPaid), positionShares(leg2.finish, leg2.placesPaid))
				: [];
	}
}
