import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Dividends, settleBet } from '../../../server/domain/tote/bet-outcome.ts';
import type { PlacedBet } from '../../../server/domain/tote/coverage.ts';
import type { RaceResult } from '../../../server/domain/tote/race-result.ts';
import { emptySelections, type Selections } from '../../../shared/bets/bet-request.ts';

const bet = (type: number, picks: Partial<Selections>, unitStakeCents = 1000): PlacedBet => ({
	type,
	selections: { ...emptySelections(), ...picks },
	unitStakeCents,
});
const race: RaceResult = {
	finish: [[2], [3], [1], [4], [5], [6], [7], [8]],
	scratched: [],
	abandoned: false,
	placesPaid: 3,
};
const dividends: Dividends = {
	win: [{ combo: [2], cents: 261 }],
	place: [
		{ combo: [2], cents: 106 },
		{ combo: [3], cents: 127 },
		{ combo: [1], cents: 213 },
	],
	exacta: [{ combo: [2, 3], cents: 243 }],
	quinella: [{ combo: [2, 3], cents: 180 }],
	trifecta: [{ combo: [2, 3, 1], cents: 1234 }],
	first4: [{ combo: [2, 3, 1, 4], cents: 5678 }],
};

const wins = suite('settling winners and losers');

wins('a winning Single Win pays dividend × stake', () => {
	const s = settleBet(bet(1, { horse: [2, 5] }), race, undefined, dividends);
	assert.is(s.outcome, 'won');
	assert.is(s.costCents, 2000, 'two runners at $10');
	assert.is(s.returnCents, 2610, '$2.61 × $10');
});

wins('a losing bet returns nothing', () => {
	const s = settleBet(bet(5, { horse1st: [3], horse2nd: [2] }), race, undefined, dividends);
	assert.equal([s.outcome, s.returnCents], ['lost', 0]);
});

wins('Each Way on the winner collects both halves', () => {
	const s = settleBet(bet(9, { horse: [2] }), race, undefined, dividends);
	assert.equal([s.outcome, s.costCents, s.returnCents], ['won', 2000, 2610 + 1060]);
});

wins('Each Way on a placegetter collects the place half only', () => {
	const s = settleBet(bet(9, { horse: [1] }), race, undefined, dividends);
	assert.is(s.returnCents, 2130);
});

wins('stand outs and boxes find the winning combination', () => {
	assert.is(settleBet(bet(12, { horse1st: [3], horse2nd: [2, 7] }), race, undefined, dividends).returnCents, 1800);
	assert.is(settleBet(bet(7, { horse: [1, 2, 3] }), race, undefined, dividends).returnCents, 12340);
	assert.is(settleBet(bet(14, { horse1st: [2], horse2nd: [1, 3] }), race, undefined, dividends).returnCents, 12340);
	assert.is(settleBet(bet(14, { horse1st: [3], horse2nd: [1, 2] }), race, undefined, dividends).outcome, 'lost');
	assert.is(settleBet(bet(15, { horse1st: [2], horse2nd: [1, 3, 4] }), race, undefined, dividends).returnCents, 56780);
});

wins('a part cent is dropped once, after summing', () => {
	const s = settleBet(bet(1, { horse: [2] }, 50), race, undefined, dividends);
	assert.is(s.returnCents, 130, '$2.61 × 50c is 130.5c');
});

wins.run();

// ---

const refunds = suite('settling scratchings, abandonment and no place betting');

refunds('combinations with a scratched runner are refunded, the rest stand', () => {
	const r = { ...race, scratched: [9] };
	const s = settleBet(bet(4, { horse: [1, 4, 9] }), r, undefined, dividends);
	assert.equal([s.outcome, s.refundedCombinations, s.refundCents], ['partiallyRefunded', 2, 2000]);
});

refunds('a winner with a scratched partner still wins and gets the refund', () => {
	const r = { ...race, scratched: [9] };
	const s = settleBet(bet(1, { horse: [2, 9] }), r, undefined, dividends);
	assert.equal([s.outcome, s.returnCents], ['won', 2610 + 1000]);
});

refunds('every runner scratched: fully refunded', () => {
	const s = settleBet(bet(1, { horse: [9] }), { ...race, scratched: [9] }, undefined, dividends);
	assert.equal([s.outcome, s.returnCents], ['refunded', 1000]);
});

refunds('an abandoned race refunds all', () => {
	const s = settleBet(
		bet(6, { horse1st: [2], horse2nd: [3], horse3rd: [1] }),
		{ ...race, abandoned: true },
		undefined,
		dividends,
	);
	assert.equal([s.outcome, s.returnCents], ['refunded', 1000]);
});

refunds('a double with its second leg abandoned refunds all', () => {
	const leg2 = { ...race, abandoned: true };
	const s = settleBet(bet(10, { horse: [2], horse2: [5, 6] }), race, leg2, {
		doubleWin: [{ combo: [2, 5], cents: 900 }],
	});
	assert.equal([s.outcome, s.returnCents], ['refunded', 2000]);
});

refunds('a double settles on both legs, scratchings per leg', () => {
	const leg2 = { ...race, scratched: [6] };
	const s = settleBet(bet(10, { horse: [2], horse2: [5, 6] }), race, leg2, {
		doubleWin: [{ combo: [2, 5], cents: 900 }],
	});
	assert.equal([s.outcome, s.refundedCombinations, s.returnCents], ['won', 1, 9000 + 1000]);
	assert.throws(() => settleBet(bet(10, { horse: [2], horse2: [5] }), race, undefined, {}), /second leg/);
});

refunds('no place betting in a small field: place halves are refunded', () => {
	const small = { ...race, placesPaid: 0 };
	const ew = settleBet(bet(9, { horse: [2] }), small, undefined, dividends);
	assert.equal([ew.outcome, ew.refundedCombinations, ew.returnCents], ['won', 1, 2610 + 1000]);
	assert.is(settleBet(bet(2, { horse: [2] }), small, undefined, {}).outcome, 'refunded');
});

refunds.run();
