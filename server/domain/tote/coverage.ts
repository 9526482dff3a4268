// Which combinations a bet holds: its selections once scratched runners are out, and whether it covers a winner.
import type { HorseId, Selections } from '../../../shared/bets/bet-request.ts';
import type { Pool } from '../../../shared/bets/bet-types.ts';

export interface PlacedBet {
	type: number;
	selections: Selections;
	unitStakeCents: number;
}

// leg 1 scratchings apply to every list but horse2, which holds the second leg's runners:
export function liveSelections(
	s: Selections,
	scratched1: readonly HorseId[],
	scratched2: readonly HorseId[] = [],
): Selections {
	const out = (ids: readonly HorseId[], gone: readonly HorseId[]) =>
		[...new Set(ids)].filter((id) => !gone.includes(id));
	return {
		horse: out(s.horse, scratched1),
		horse2: out(s.horse2, scratched2),
		horse1st: out(s.horse1st, scratched1),
		horse2nd: out(s.horse2nd, scratched1),
		horse3rd: out(s.horse3rd, scratched1),
		horse4th: out(s.horse4th, scratched1),
	};
}

// the pool each type's combinations go into (Each Way goes into two):
export const POOLS_BY_TYPE: Readonly<Record<number, readonly Pool[]>> = {
	1: ['win'],
	2: ['place'],
	3: ['quinella'],
	4: ['quinella'],
	5: ['exacta'],
	6: ['trifecta'],
	7: ['trifecta'],
	8: ['first4'],
	9: ['win', 'place'],
	10: ['doubleWin'],
	11: ['doublePlace'],
	12: ['quinella'],
	13: ['exacta'],
	14: ['trifecta'],
	15: ['first4'],
};

// does the bet hold this winning combination (runners in finishing order, a quinella pair in any order)?
export function covers(type: number, s: Selections, combo: readonly HorseId[]): boolean {
	const [a, b, c, d] = combo;
	const has = (ids: readonly HorseId[], id: HorseId | undefined) => id !== undefined && ids.includes(id);
	const all = (ids: readonly HorseId[]) => combo.every((id) => ids.includes(id));
	switch (type) {
		case 1:
		case 2:
		case 9:
			return has(s.horse, a);
		case 3:
		case 4:
		case 7:
			return all(s.horse);
		case 5:
		case 13:
			return has(s.horse1st, a) && has(s.horse2nd, b);
		case 6:
			return has(s.horse1st, a) && has(s.horse2nd, b) && has(s.horse3rd, c);
		case 8:
			return has(s.horse1st, a) && has(s.horse2nd, b) && has(s.horse3rd, c) && has(s.horse4th, d);
		case 10:
		case 11:
			return has(s.horse, a) && has(s.horse2, b);
		case 12:
			return (has(s.horse1st, a) && has(s.horse2nd, b)) || (has(s.horse1st, b) && has(s.horse2nd, a));
		case 14:
		case 15:
			return has(s.horse1st, a) && combo.slice(1).every((id) => s.horse2nd.includes(id));
		default:
			return false;
	}
}
