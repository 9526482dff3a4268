// The 15 bet types by index, as docs/spec.md numbers them (0 is the 'Select' placeholder); rules in docs/bets.md.

export type SelectionField = 'horse' | 'horse2' | 'horse1st' | 'horse2nd' | 'horse3rd' | 'horse4th';
type SelectionRole = 'runners' | 'leg2' | 'standouts' | 'others' | 'first' | 'second' | 'third' | 'fourth';
export type Pool = 'win' | 'place' | 'quinella' | 'exacta' | 'trifecta' | 'first4' | 'doubleWin' | 'doublePlace';

interface Selection {
	field: SelectionField;
	role: SelectionRole;
	// i18n key of the label shown above the runner picker:
	key: string;
	min: number;
}

export interface BetType {
	index: number;
	name: string;
	key: string;
	// 2 for doubles, which also read event_id2, code2, meetings2, raceNo2, race_id2:
	legs: 1 | 2;
	selections: readonly Selection[];
	// every type is priced from betAmount alone; Each Way stakes the same amount on win and place:
	amounts: readonly ['betAmount'];
	pools: readonly Pool[];
}

const sel = (field: SelectionField, role: SelectionRole, min: number): Selection => ({
	field,
	role,
	key: `bet.sel.${role}`,
	min,
});
const amounts = ['betAmount'] as const;
const type = (index: number, name: string, slug: string, legs: 1 | 2, selections: Selection[], pools: Pool[]) =>
	({ index, name, key: `bet.type.${slug}`, legs, selections, amounts, pools }) satisfies BetType;

const runners = (min: number) => [sel('horse', 'runners', min)];
const places = (n: number) =>
	(['first', 'second', 'third', 'fourth'] as const)
		.slice(0, n)
		.map((role, i) => sel((['horse1st', 'horse2nd', 'horse3rd', 'horse4th'] as const)[i]!, role, 1));
const standOut = (others: number) => [sel('horse1st', 'standouts', 1), sel('horse2nd', 'others', others)];
const doubleLegs = [sel('horse', 'runners', 1), sel('horse2', 'leg2', 1)];

const SELECT_INDEX = 0;

export const BET_TYPES: readonly BetType[] = [
	type(0, 'Select', 'select', 1, [], []),
	type(1, 'Single Win', 'win', 1, runners(1), ['win']),
	type(2, 'Single Place', 'place', 1, runners(1), ['place']),
	type(3, 'Quinella', 'quinella', 1, runners(2), ['quinella']),
	type(4, 'Quinella Box', 'quinellaBox', 1, runners(2), ['quinella']),
	type(5, 'Exacta', 'exacta', 1, places(2), ['exacta']),
	type(6, 'Trifecta', 'trifecta', 1, places(3), ['trifecta']),
	type(7, 'Trifecta Box', 'trifectaBox', 1, runners(3), ['trifecta']),
	type(8, 'First 4', 'first4', 1, places(4), ['first4']),
	type(9, 'Each Way', 'eachWay', 1, runners(1), ['win', 'place']),
	type(10, 'Double WIN', 'doubleWin', 2, doubleLegs, ['doubleWin']),
	type(11, 'Double Place', 'doublePlace', 2, doubleLegs, ['doublePlace']),
	type(12, 'Quinella Stand Out', 'quinellaStandOut', 1, standOut(1), ['quinella']),
	type(13, 'Exacta Stand Out', 'exactaStandOut', 1, standOut(1), ['exacta']),
	type(14, 'Trifecta Stand Out', 'trifectaStandOut', 1, standOut(2), ['trifecta']),
	type(15, 'First 4 Stand Out', 'first4StandOut', 1, standOut(3), ['first4']),
];

export function betTypeByIndex(index: number): BetType | undefined {
	return Number.isInteger(index) && index > SELECT_INDEX ? BET_TYPES[index] : undefined;
}

// place pools (and the place half of Each Way) need the field to pay places:
export function usesPlaces(type: BetType): boolean {
	return type.pools.includes('place') || type.pools.includes('doublePlace');
}
