import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settleBet } from '../../../server/domain/tote/bet-outcome.ts';
import type { RaceResult } from '../../../server/domain/tote/race-result.ts';
import { emptySelections, type HorseId } from '../../../shared/bets/bet-request.ts';

// every ordered tuple a bet holds, listed out:
function tuples(sets: readonly (readonly HorseId[])[]): HorseId[][] {
	if (!sets.length) return [[]];
	const [head = [], ...rest] = sets;
	return head.flatMap((id) =>
		tuples(rest)
			.filter((t) => !t.includes(id))
			.map((t) => [id, ...t]),
	);
}

const pick = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const order = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7], { minLength: 7, maxLength: 7 });
const runs = { numRuns: 300, seed: 20250913 };
const race = (finish: number[], scratched: number[] = []): RaceResult => ({
	finish: finish.filter((id) => !scratched.includes(id)).map((id) => [id]),
	scratched,
	abandoned: false,
	placesPaid: 2,
});

const props = suite('settlement agrees with listing the bet out');

props('an ordered exotic wins exactly when its listed combinations hold the finish', () => {
	const shapes = [
		{ type: 6, pool: 'trifecta', k: 3, sets: (s: number[], o: number[], t: number[]) => [s, o, t] },
		{ type: 14, pool: 'trifecta', k: 3, sets: (s: number[], o: number[]) => [s, o, o] },
		{ type: 15, pool: 'first4', k: 4, sets: (s: number[], o: number[]) => [s, o, o, o] },
	] as const;
	fc.assert(
		fc.property(pick, pick, pick, order, fc.integer({ min: 0, max: 2 }), (s, o, t, finish, which) => {
			const shape = shapes[which]!;
			const selections = { ...emptySelections(), horse1st: s, horse2nd: o, horse3rd: t };
			const combo = finish.slice(0, shape.k);
			const listed = tuples(shape.sets(s, o, t)).some((x) => x.join() === combo.join());
			const settled = settleBet({ type: shape.type, selections, unitStakeCents: 100 }, race(finish), undefined, {
				[shape.pool]: [{ combo, cents: 500 }],
			});
			return (settled.outcome === 'won') === listed && settled.returnCents === (listed ? 500 : 0);
		}),
		runs,
	);
});

props('refunded combinations are the listed ones holding a scratched runner', () => {
	fc.assert(
		fc.property(
			pick,
			pick,
			order,
			fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 3 }),
			(s, o, finish, gone) => {
				const selections = { ...emptySelections(), horse1st: s, horse2nd: o };
				const listed = tuples([s, o, o]);
				const holding = listed.filter((t) => t.some((id) => gone.includes(id as number))).length;
				const settled = settleBet({ type: 14, selections, unitStakeCents: 100 }, race(finish, gone), undefined, {});
				return settled.refundedCombinations === holding && settled.refundCents === holding * 100;
			},
		),
		runs,
	);
});

props('a fully scratched bet is refunded, never lost', () => {
	const s = settleBet(
		{ type: 13, selections: { ...emptySelections(), horse1st: [1], horse2nd: [2] }, unitStakeCents: 100 },
		race([1, 2, 3, 4, 5], [2]),
		undefined,
		{},
	);
	assert.equal([s.outcome, s.returnCents], ['refunded', 100]);
});

props.run();
