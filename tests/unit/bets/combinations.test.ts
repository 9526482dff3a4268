import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emptySelections, type Selections } from '../../../shared/bets/bet-request.ts';
import { betTypeByIndex } from '../../../shared/bets/bet-types.ts';
import { betCostCents, countCombinations } from '../../../shared/bets/combinations.ts';

const count = (index: number, picks: Partial<Selections>) =>
	countCombinations(betTypeByIndex(index)!, { ...emptySelections(), ...picks });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const [A, B, C, D, E, F] = ['A', 'B', 'C', 'D', 'E', 'F'];

const vectors = suite('docs/bets.md combination vectors');

vectors('Single Win and Single Place: one combination per runner', () => {
	assert.is(count(1, { horse: [3] }), 1, 'one runner is one Win combination');
	assert.is(count(1, { horse: [1, 2, 3] }), 3, 'three runners are three Win combinations');
	assert.is(count(2, { horse: [1, 2, 3] }), 3, 'three runners are three Place combinations');
});

vectors('Quinella and Quinella Box: every pair once', () => {
	assert.is(count(3, { horse: [4, 1] }), 1, 'Quinella {4,1}');
	assert.is(count(3, { horse: [4, 1, 5] }), 3, 'Quinella {4,1,5}');
	for (const [n, want] of [
		[5, 10],
		[12, 66],
		[14, 91],
	] as const)
		assert.is(count(4, { horse: range(1, n) }), want, `Quinella Box of ${n}`);
});

vectors('Exacta: 1st set by 2nd set less the same runner twice', () => {
	assert.is(count(5, { horse1st: [4, 1], horse2nd: [4, 1, 5, 6, 7] }), 8, '{4,1} over {4,1,5,6,7}');
});

vectors('Trifecta: distinct ordered triples, overlapping sets', () => {
	assert.is(count(6, { horse1st: [A, B], horse2nd: [A, B, C], horse3rd: [A, B, C, D] }), 8, 'AB/ABC/ABCD');
	assert.is(count(6, { horse1st: [A, B, C], horse2nd: [A, B, C, D], horse3rd: [A, B, C, D, E] }), 27, 'ABC/ABCD/ABCDE');
	assert.is(
		count(6, { horse1st: [A, B, C, D], horse2nd: [A, B, C, D], horse3rd: [A, B, C, D, E] }),
		36,
		'ABCD/ABCD/ABCDE',
	);
	assert.is(count(6, { horse1st: [A], horse2nd: [B, C, D], horse3rd: [B, C, D, E, F] }), 12, 'A/BCD/BCDEF');
});

vectors('Trifecta Box: n(n-1)(n-2)', () => {
	for (const [n, want] of [
		[3, 6],
		[4, 24],
		[5, 60],
		[12, 1320],
	] as const)
		assert.is(count(7, { horse: range(1, n) }), want, `Trifecta Box of ${n}`);
});

vectors('First 4: distinct ordered 4-tuples', () => {
	assert.is(count(8, { horse1st: [1], horse2nd: [2], horse3rd: [3], horse4th: [4] }), 1, 'straight First 4');
	assert.is(
		count(8, { horse1st: [1], horse2nd: [2, 3], horse3rd: [2, 3, 4], horse4th: [2, 3, 4, 5] }),
		8,
		'1/23/234/2345',
	);
	const four = range(1, 4);
	const six = range(1, 6);
	assert.is(
		count(8, { horse1st: four, horse2nd: four, horse3rd: four, horse4th: four }),
		24,
		'four runners in every set',
	);
	assert.is(count(8, { horse1st: six, horse2nd: six, horse3rd: six, horse4th: six }), 360, 'six runners in every set');
});

vectors('Each Way: two combinations per runner', () => {
	assert.is(count(9, { horse: [7] }), 2, 'one runner each way is a win and a place');
	assert.is(count(9, { horse: [7, 8] }), 4, 'two runners each way');
});

vectors('Doubles: leg 1 runners by leg 2 runners', () => {
	assert.is(count(10, { horse: [1], horse2: [5] }), 1, 'Double WIN 1×1');
	assert.is(count(10, { horse: [1, 2], horse2: [5, 6] }), 4, 'Double WIN 2×2');
	assert.is(count(11, { horse: [1, 2], horse2: [5, 6, 7] }), 6, 'Double Place 2×3');
	assert.is(count(10, { horse: [1, 2] }), 0, 'no second-leg runner, no combination');
});

vectors('Stand Outs', () => {
	assert.is(count(12, { horse1st: [1], horse2nd: [3, 6, 8] }), 3, 'Quinella SO 1 with {3,6,8}');
	assert.is(count(12, { horse1st: [1, 2], horse2nd: [3, 4, 5] }), 6, 'Quinella SO {1,2} with {3,4,5}');
	assert.is(count(12, { horse1st: [1, 2], horse2nd: [1, 2, 3, 4] }), 5, 'Quinella SO {1,2} with {1,2,3,4}');
	assert.is(count(13, { horse1st: [1], horse2nd: [2, 3, 4, 5] }), 4, 'Exacta SO 1 over {2,3,4,5}');
	assert.is(count(13, { horse1st: [1, 2], horse2nd: [1, 2, 3, 4] }), 6, 'Exacta SO {1,2} over {1,2,3,4}');
	assert.is(count(14, { horse1st: [1], horse2nd: [2, 3, 4] }), 6, 'Trifecta SO 1 + 3 others');
	assert.is(count(14, { horse1st: [1], horse2nd: range(2, 11) }), 90, 'Trifecta SO 1 + 10 others');
	for (const [m, want] of [
		[3, 6],
		[4, 24],
		[5, 60],
	] as const)
		assert.is(count(15, { horse1st: [1], horse2nd: range(2, m + 1) }), want, `First 4 SO with ${m} others`);
});

vectors('a Stand Out is not a roving banker', () => {
	assert.is.not(count(14, { horse1st: [1], horse2nd: [2, 3, 4] }), 3 * 3 * 2, 'standout must win, not sit anywhere');
});

vectors('placeholder index counts nothing', () => {
	assert.is(countCombinations({ ...betTypeByIndex(1)!, index: 0 }, { ...emptySelections(), horse: [1] }), 0);
});

vectors.run();

// ---

const cost = suite('cost in cents');

cost('Single Win: 3 runners × $5 is $15', () => {
	assert.is(betCostCents(betTypeByIndex(1)!, { ...emptySelections(), horse: [1, 2, 3] }, 500), 1500);
});

cost('Each Way: $10 on one runner is a $20 outlay', () => {
	assert.is(betCostCents(betTypeByIndex(9)!, { ...emptySelections(), horse: [4] }, 1000), 2000);
});

cost('Trifecta Box of 12 at 50c is $660', () => {
	assert.is(betCostCents(betTypeByIndex(7)!, { ...emptySelections(), horse: range(1, 12) }, 50), 66000);
});

cost.run();
