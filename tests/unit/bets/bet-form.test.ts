import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyBetRequest } from '../../../shared/bets/bet-request.ts';
import { BET_TYPES, betTypeByIndex } from '../../../shared/bets/bet-types.ts';
import { horseLabel, selectBetType } from '../../../src/lib/bet-form.ts';
import { SPEC_EMPTY_BET_FORM } from '../../setup/spec-bet-form.ts';
import { SPEC_BET_TYPES } from '../../setup/spec-bet-types.ts';

const filled = () => ({
	...emptyBetRequest(),
	event_id: 9,
	code: 'RAN',
	meetings: 'Randwick',
	raceNo: 3,
	race_id: 301,
	event_id2: 9,
	code2: 'RAN',
	meetings2: 'Randwick',
	raceNo2: 4,
	race_id2: 302,
	horse: [1],
	horse2: [2],
	horse1st: [3],
	horse2nd: [4],
	horse3rd: [5],
	horse4th: [6],
	betAmount: 5,
	betAmount2: 2,
});

const types = suite('bet types by index');

types('the table follows the spec, index 0 is the Select placeholder', () => {
	assert.equal(
		BET_TYPES.map((t) => t.name),
		[...SPEC_BET_TYPES],
	);
	for (const [i, t] of BET_TYPES.entries()) assert.is(t.index, i, `${t.name} sits at its own index`);
});

types('only the doubles use a second leg and horse2', () => {
	for (const t of BET_TYPES.slice(1)) {
		const double = t.index === 10 || t.index === 11;
		assert.is(t.legs, double ? 2 : 1, `${t.name} legs`);
		assert.is(
			t.selections.some((s) => s.field === 'horse2'),
			double,
			`${t.name} horse2`,
		);
	}
});

types('the placeholder and unknown indexes are not bet types', () => {
	assert.is(betTypeByIndex(0), undefined, 'Select is no bet');
	assert.is(betTypeByIndex(16), undefined, 'past the table');
	assert.is(betTypeByIndex(1.5), undefined, 'fractional index');
	assert.is(betTypeByIndex(15)?.name, 'First 4 Stand Out');
});

types.run();

// ---

const form = suite('bet form resets');

form('an empty form has no race, no runners and no stake', () => {
	const f = emptyBetRequest();
	assert.is(f.race_id, null);
	assert.equal(f.horse, []);
	assert.is(f.betAmount, null);
	assert.is.not(emptyBetRequest().horse, f.horse, 'each empty form gets its own lists');
});

form('choosing a bet type clears the second leg and every selection', () => {
	const f = selectBetType(filled(), 6);
	for (const key of ['event_id2', 'raceNo2', 'race_id2'] as const) assert.is(f[key], null, `${key} cleared`);
	assert.is(f.code2, '', 'code2 cleared');
	assert.is(f.meetings2, '', 'meetings2 cleared');
	for (const key of ['horse', 'horse2', 'horse1st', 'horse2nd', 'horse3rd', 'horse4th'] as const)
		assert.equal(f[key], [], `${key} cleared`);
});

form('choosing a bet type keeps the first leg and the stake', () => {
	const f = selectBetType(filled(), 1);
	assert.is(f.race_id, 301, 'first-leg race kept');
	assert.is(f.meetings, 'Randwick', 'first-leg meeting kept');
	assert.is(f.betAmount, 5, 'stake kept');
});

form('choosing a type does not change the form passed in', () => {
	const before = filled();
	selectBetType(before, 2);
	assert.equal(before.horse, [1], 'the original form is untouched');
});

form('an index outside the table is refused', () => {
	assert.throws(() => selectBetType(filled(), 16), /no bet type/);
});

form('a new form (and a full reset) holds every default', () => {
	assert.equal(emptyBetRequest(), SPEC_EMPTY_BET_FORM);
});

form('a horse option shows as id-name', () => {
	assert.is(horseLabel({ horse_id: 4, name: 'Winx' }), '4-Winx');
});

form.run();
