import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emptySelections } from '../../../shared/bets/bet-request.ts';
import { betTypeByIndex } from '../../../shared/bets/bet-types.ts';
import { countCombinations } from '../../../shared/bets/combinations.ts';
import { brutePairs, bruteTuples } from './brute-force.ts';

// small runner numbers so the random sets overlap often:
const pick = fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 8 });
const count = (index: number, picks: object) =>
	countCombinations(betTypeByIndex(index)!, { ...emptySelections(), ...picks });
// a fixed seed keeps a failure reproducible:
const runs = { numRuns: 300, seed: 20250913 };

const props = suite('closed forms match brute-force enumeration');

props('Exacta on overlapping sets', () => {
	fc.assert(
		fc.property(pick, pick, (a, b) => count(5, { horse1st: a, horse2nd: b }) === bruteTuples([a, b])),
		runs,
	);
});

props('Trifecta on overlapping sets', () => {
	fc.assert(
		fc.property(
			pick,
			pick,
			pick,
			(a, b, c) => count(6, { horse1st: a, horse2nd: b, horse3rd: c }) === bruteTuples([a, b, c]),
		),
		runs,
	);
});

props('First 4 on overlapping sets', () => {
	fc.assert(
		fc.property(
			pick,
			pick,
			pick,
			pick,
			(a, b, c, d) => count(8, { horse1st: a, horse2nd: b, horse3rd: c, horse4th: d }) === bruteTuples([a, b, c, d]),
		),
		runs,
	);
});

props('Boxes and Quinella', () => {
	fc.assert(
		fc.property(
			pick,
			(h) =>
				count(7, { horse: h }) === bruteTuples([h, h, h]) &&
				count(4, { horse: h }) === brutePairs(h, h) &&
				count(3, { horse: h }) === brutePairs(h, h),
		),
		runs,
	);
});

props('Stand Outs with standouts also among the others', () => {
	fc.assert(
		fc.property(
			pick,
			pick,
			(s, o) =>
				count(12, { horse1st: s, horse2nd: o }) === brutePairs(s, o) &&
				count(13, { horse1st: s, horse2nd: o }) === bruteTuples([s, o]) &&
				count(14, { horse1st: s, horse2nd: o }) === bruteTuples([s, o, o]) &&
				count(15, { horse1st: s, horse2nd: o }) === bruteTuples([s, o, o, o]),
		),
		runs,
	);
});

props('duplicate ids in a list do not add combinations', () => {
	assert.is(count(1, { horse: [1, 1, 2] }), 2, 'a runner picked twice is still one Win combination');
	assert.is(count(5, { horse1st: [1, 1], horse2nd: [2] }), 1, 'a repeated 1st pick is one Exacta');
});

props.run();
