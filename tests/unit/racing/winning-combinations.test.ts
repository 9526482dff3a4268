import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RaceResult } from '../../../server/domain/tote/race-result.ts';
import { winningCombinations } from '../../../server/domain/tote/winning-combinations.ts';

const result = (finish: number[][], placesPaid = 3): RaceResult => ({
	finish,
	scratched: [],
	abandoned: false,
	placesPaid,
});

const plain = suite('winning combinations of a clean finish 2-3-1-4');
const clean = result([[2], [3], [1], [4], [5]]);

plain('each pool has one winner, or one per place', () => {
	assert.equal(winningCombinations('win', clean), [{ combo: [2], share: [1, 1] }]);
	assert.equal(
		winningCombinations('place', clean).map((w) => w.combo),
		[[2], [3], [1]],
		'three placegetters',
	);
	assert.equal(winningCombinations('quinella', clean), [{ combo: [2, 3], share: [1, 1] }]);
	assert.equal(winningCombinations('exacta', clean), [{ combo: [2, 3], share: [1, 1] }]);
	assert.equal(winningCombinations('trifecta', clean)[0]?.combo, [2, 3, 1]);
	assert.equal(winningCombinations('first4', clean)[0]?.combo, [2, 3, 1, 4]);
});

plain('two places paid in a 5-7 runner field', () => {
	assert.is(winningCombinations('place', result([[2], [3], [1], [4], [5]], 2)).length, 2);
});

plain('an abandoned race has no winners', () => {
	assert.equal(winningCombinations('win', { ...clean, abandoned: true }), []);
});

plain('a First 4 needs four finishers', () => {
	assert.equal(winningCombinations('first4', result([[1], [2], [3]])), []);
});

plain('doubles pair leg 1 and leg 2 winners', () => {
	assert.equal(winningCombinations('doubleWin', clean, result([[7], [8]])), [{ combo: [2, 7], share: [1, 1] }]);
	assert.is(winningCombinations('doublePlace', clean, result([[7], [8], [9]])).length, 9, '3 × 3 placegetters');
});

plain.run();

// ---

const heats = suite('winning combinations with dead heats');

heats('a dead heat for first: both win at half, both exacta orders win', () => {
	const r = result([[1, 2], [3], [4]]);
	assert.equal(winningCombinations('win', r), [
		{ combo: [1], share: [1, 2] },
		{ combo: [2], share: [1, 2] },
	]);
	assert.equal(
		winningCombinations('exacta', r).map((w) => w.combo),
		[
			[1, 2],
			[2, 1],
		],
	);
	assert.equal(
		winningCombinations('quinella', r).map((w) => w.combo),
		[[1, 2]],
		'one quinella pair',
	);
});

heats('a dead heat for third shares the third place between the tied runners', () => {
	const shares = winningCombinations('place', result([[1], [2], [3, 4], [5]])).map((w) => w.share);
	assert.equal(shares, [
		[1, 1],
		[1, 1],
		[1, 2],
		[1, 2],
	]);
});

heats('a dead heat for second across two paid places gives each a full place', () => {
	const shares = winningCombinations('place', result([[1], [2, 3], [4]])).map((w) => w.share);
	assert.equal(shares, [
		[1, 1],
		[2, 2],
		[2, 2],
	]);
});

heats('a three-way dead heat for second: six trifecta winners', () => {
	assert.is(winningCombinations('trifecta', result([[1], [2, 3, 4], [5]])).length, 6);
	assert.is(winningCombinations('quinella', result([[1], [2, 3, 4], [5]])).length, 3, '1-2, 1-3, 1-4');
});

heats.run();
