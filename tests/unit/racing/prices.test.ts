import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { approxOfBet } from '../../../server/domain/tote/approx-return.ts';
import { approxDividend, priceBoard } from '../../../server/domain/tote/prices.ts';
import { declareDividends } from '../../../server/domain/tote/tote.ts';
import { place, win } from './tote-vector.ts';

// (runner, dollars) bets as docs/bets.md lists them, summed per runner in cents:
const stakes = (bets: readonly (readonly [number, number])[]) => {
	const out = new Map<number, number>();
	for (const [id, dollars] of bets) out.set(id, (out.get(id) ?? 0) + dollars * 100);
	return out;
};
const WIN = stakes(win);
const PLACE = stakes(place);

const vector = suite('prices against the docs/bets.md tote vector');

vector('the shown prices are the vector dividends for the runners that then run 2-3-1', () => {
	const board = priceBoard([1, 2, 3, 4], 3, { stakes: WIN }, { stakes: PLACE });
	assert.is(board.prices.get(2)?.win, 261, 'Win 2 pays $2.61');
	assert.equal(
		[2, 3, 1].map((id) => board.prices.get(id)?.place),
		[106, 127, 213],
		'Place 2 $1.06, 3 $1.27, 1 $2.13',
	);
	assert.is(board.winPool, 33_800);
	assert.is(board.placePool, 64_600);
});

vector('a runner nobody backed has no price; a race paying no places has no place price', () => {
	const board = priceBoard([1, 2, 5], 0, { stakes: WIN }, { stakes: PLACE });
	assert.is(board.prices.get(5)?.win, null);
	assert.is(board.prices.get(1)?.place, null);
	assert.is(board.placePool, 0);
});

vector('a heavily backed runner is never priced below $1.00', () => {
	assert.is(approxDividend('win', 10_000, 0, 9_990, 1), 100);
});

vector('a jackpot carried in is added to the net pool, untaxed', () => {
	// $100 less 15% is $85, plus $15 carried, over $10 on the runner:
	assert.is(approxDividend('win', 10_000, 1_500, 1_000, 1), 1_000);
});

vector.run();

// ---

const paid = suite('with nothing more bet, the price shown is the dividend paid');

const pools = fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 3, maxLength: 14 });

paid('Win: any pool, any clear winner', () => {
	fc.assert(
		fc.property(pools, fc.nat(), fc.nat({ max: 5_000 }), (cents, pick, carried) => {
			const ids = cents.map((_, i) => i + 1);
			const board = priceBoard(
				ids,
				0,
				{ stakes: new Map(ids.map((id, i) => [id, cents[i]!])), carriedCents: carried },
				{
					stakes: new Map(),
				},
			);
			const winner = ids[pick % ids.length]!;
			const declared = declareDividends({
				pool: 'win',
				poolCents: board.winPool,
				carriedCents: carried,
				winners: [{ combo: [winner], share: [1, 1], stakeCents: cents[winner - 1]! }],
			});
			assert.is(board.prices.get(winner)?.win, declared.dividends[0]?.cents);
		}),
	);
});

paid('Place: any pool, every placegetter backed, no dead heat', () => {
	fc.assert(
		fc.property(pools, fc.integer({ min: 2, max: 3 }), fc.nat(), (cents, places, offset) => {
			const ids = cents.map((_, i) => i + 1);
			const stakesById = new Map(ids.map((id, i) => [id, cents[i]!]));
			const board = priceBoard(ids, places, { stakes: new Map() }, { stakes: stakesById });
			const placed = ids.map((_, i) => ids[(i + offset) % ids.length]!).slice(0, places);
			const declared = declareDividends({
				pool: 'place',
				poolCents: board.placePool,
				winners: placed.map((id) => ({ combo: [id], share: [1, places] as const, stakeCents: stakesById.get(id)! })),
			});
			assert.equal(
				placed.map((id) => board.prices.get(id)?.place),
				declared.dividends.map((d) => d.cents),
			);
		}),
	);
});

paid.run();

// ---

const approx = suite('a bet at the prices shown: approximate price and possible return');

const prices = new Map([
	[1, { win: 350, place: 140 }],
	[2, { win: 820, place: 260 }],
	[3, { win: 1210, place: 390 }],
	[4, { win: 475, place: null }],
]);

approx('one runner: its price, and stake × price with the part cent dropped', () => {
	assert.equal(approxOfBet(1, [2], 333, prices, 3), { price: 820, returnCents: 2730 }, '$3.33 × 8.20 = $27.306');
	assert.equal(approxOfBet(2, [3], 500, prices, 3), { price: 390, returnCents: 1950 });
});

approx('each way on one runner: the win price, and both halves paid if it wins', () => {
	assert.equal(approxOfBet(9, [1], 1000, prices, 3), { price: 350, returnCents: 4900 }, '$10 × (3.50 + 1.40)');
});

approx('several runners: no one price; the best case as the return', () => {
	assert.equal(approxOfBet(1, [1, 3], 200, prices, 3), { price: null, returnCents: 2420 }, 'only one can win');
	assert.equal(approxOfBet(2, [1, 2, 3], 100, prices, 2), { price: null, returnCents: 650 }, 'the two best place');
	// 3 wins (12.10 + 3.90) and 2 places (2.60):
	assert.equal(approxOfBet(9, [1, 2, 3], 100, prices, 3), { price: null, returnCents: 2000 });
});

approx('no price where the bet type is not priced or a runner has none', () => {
	const none = { price: null, returnCents: null };
	assert.equal(approxOfBet(3, [1, 2], 100, prices, 3), none, 'Quinella');
	assert.equal(approxOfBet(2, [4], 100, prices, 3), none, 'no place price');
	assert.equal(approxOfBet(1, [9], 100, prices, 3), none, 'not in the race');
	assert.equal(approxOfBet(1, [4], 100, prices, 3), { price: 475, returnCents: 475 });
});

approx.run();
