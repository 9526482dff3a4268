import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type BetRequest, emptyBetRequest } from '../../../shared/bets/bet-request.ts';
import { quoteBet, validateBet } from '../../../shared/bets/validate.ts';

const race = (picks: Partial<BetRequest>): BetRequest => ({
	...emptyBetRequest(),
	race_id: 301,
	betAmount: 5,
	...picks,
});
const codes = (form: BetRequest, type: number, options = {}) => validateBet(form, type, options).map((p) => p.code);

const ok = suite('validateBet accepts good bets');

ok('a good bet for every type has no problem', () => {
	const good: [number, Partial<BetRequest>][] = [
		[1, { horse: [1] }],
		[2, { horse: [1] }],
		[3, { horse: [1, 2] }],
		[4, { horse: [1, 2, 3] }],
		[5, { horse1st: [1], horse2nd: [2] }],
		[6, { horse1st: [1], horse2nd: [2], horse3rd: [3] }],
		[7, { horse: [1, 2, 3] }],
		[8, { horse1st: [1], horse2nd: [2], horse3rd: [3], horse4th: [4] }],
		[9, { horse: [1] }],
		[10, { race_id2: 302, horse: [1], horse2: [2] }],
		[11, { race_id2: 302, horse: [1], horse2: [2] }],
		[12, { horse1st: [1], horse2nd: [2] }],
		[13, { horse1st: [1], horse2nd: [2] }],
		[14, { horse1st: [1], horse2nd: [2, 3] }],
		[15, { horse1st: [1], horse2nd: [2, 3, 4] }],
	];
	for (const [type, picks] of good) assert.equal(codes(race(picks), type), [], `type ${type} should pass`);
});

ok.run();

// ---

const bad = suite('validateBet refuses bad bets');

bad('no bet type chosen', () => {
	const problems = validateBet(race({ horse: [1] }), 0);
	assert.equal(problems, [{ code: 'selectType', key: 'bet.err.selectType', field: 'bet_type' }]);
});

bad('no race chosen', () => {
	assert.ok(codes(race({ race_id: null, horse: [1] }), 1).includes('firstLeg'), 'first leg required');
});

bad('a double without its second leg', () => {
	assert.equal(codes(race({ horse: [1], horse2: [2] }), 10), ['secondLeg']);
	assert.equal(codes(race({ race_id2: 301, horse: [1], horse2: [2] }), 11), ['sameRace'], 'same race twice');
	assert.equal(codes(race({ race_id2: 302, horse: [1] }), 10), ['needRunners'], 'no leg-2 runner');
});

bad('too few runners names the list and the minimum', () => {
	const [p] = validateBet(race({ horse: [1, 2] }), 7);
	assert.equal(p, {
		code: 'needRunners',
		key: 'bet.err.needRunners',
		field: 'horse',
		params: { min: 3, role: 'bet.sel.runners' },
	});
	assert.equal(codes(race({ horse1st: [1], horse2nd: [2] }), 15), ['needRunners'], 'First 4 SO needs 3 others');
	assert.equal(codes(race({ horse1st: [1] }), 5), ['needRunners'], 'Exacta needs a 2nd');
});

bad('selections that make no combination', () => {
	assert.equal(codes(race({ horse1st: [4], horse2nd: [4] }), 5), ['zeroCombinations'], 'Exacta 4 over 4');
	const same = { horse1st: [1], horse2nd: [1], horse3rd: [2] };
	assert.equal(codes(race(same), 6), ['zeroCombinations'], 'Trifecta 1/1/2');
	assert.equal(codes(race({ horse1st: [1], horse2nd: [1, 2] }), 14), ['zeroCombinations'], 'Trifecta SO');
});

bad('a runner picked twice', () => {
	assert.equal(codes(race({ horse: [1, 1, 2] }), 4), ['duplicate']);
});

bad('runners the race does not have or has scratched', () => {
	const legs = [{ runners: [1, 2, 3], scratched: [3] }] as const;
	assert.equal(codes(race({ horse: [9] }), 1, { legs }), ['unknownRunner']);
	assert.equal(codes(race({ horse: [3] }), 1, { legs }), ['scratched']);
});

bad('no place betting in a field under 5', () => {
	const legs = [{ placesPaid: 0 }] as const;
	assert.equal(codes(race({ horse: [1] }), 2, { legs }), ['noPlaceBetting'], 'Single Place');
	assert.equal(codes(race({ horse: [1] }), 9, { legs }), ['noPlaceBetting'], 'Each Way has a place half');
	assert.equal(codes(race({ horse: [1] }), 1, { legs }), [], 'Win is fine');
});

bad('bad stakes', () => {
	assert.equal(codes(race({ horse: [1], betAmount: null }), 1), ['amountRequired']);
	assert.equal(codes(race({ horse: [1], betAmount: Number.NaN }), 1), ['amountInvalid']);
	assert.equal(codes(race({ horse: [1], betAmount: -5 }), 1), ['amountPositive']);
	assert.equal(codes(race({ horse: [1], betAmount: 0 }), 1), ['amountPositive']);
	assert.equal(codes(race({ horse: [1], betAmount: 1.234 }), 1), ['amountDecimals']);
	assert.equal(codes(race({ horse: [1], betAmount: 1e15 }), 1), ['amountTooLarge']);
});

bad('stakes outside the limits carry them', () => {
	const limits = { minStakeCents: 100, maxStakeCents: 50000, maxTotalCents: 100000 };
	const [low] = validateBet(race({ horse: [1], betAmount: 0.5 }), 1, { limits });
	assert.equal(low?.params, { min: '$1.00', max: '$500.00' }, 'limits in the message');
	const [total] = validateBet(race({ horse: [1, 2, 3], betAmount: 500 }), 1, { limits });
	assert.is(total?.code, 'total', '3 × $500 is over $1000');
});

bad.run();

// ---

const quote = suite('quoteBet');

quote('combinations and cost as the form shows them', () => {
	assert.equal(quoteBet(race({ horse: [1, 2, 3] }), 1), { combinations: 3, unitStakeCents: 500, costCents: 1500 });
	assert.equal(quoteBet(race({ horse: [1], betAmount: 10 }), 9).costCents, 2000, '$10 Each Way is $20');
	assert.equal(quoteBet(race({ horse: [1], betAmount: null }), 1).costCents, null, 'no stake, no cost');
	assert.equal(quoteBet(race({ horse: [1] }), 0).combinations, 0, 'no type, no combinations');
});

quote.run();
