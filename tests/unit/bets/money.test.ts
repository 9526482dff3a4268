import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { centsFromAmount, centsFromInput } from '../../../shared/money/amount.ts';
import { formatCents } from '../../../shared/money/cents-text.ts';

const api = suite('stake amounts from the API');

api('decimal numbers with up to 2 decimals become exact cents', () => {
	assert.equal(centsFromAmount(5), { ok: true, cents: 500 });
	assert.equal(centsFromAmount(0.1), { ok: true, cents: 10 }, '0.1 is 10 cents, not 10.000000000000002');
	assert.equal(centsFromAmount(19.99), { ok: true, cents: 1999 });
	assert.equal(centsFromAmount(1.005), { ok: false, error: 'decimals' }, '3 decimals');
});

api('bad amounts are refused with their reason', () => {
	assert.equal(centsFromAmount(null), { ok: false, error: 'required' });
	assert.equal(centsFromAmount(Number.NaN), { ok: false, error: 'invalid' });
	assert.equal(centsFromAmount('5'), { ok: false, error: 'invalid' }, 'strings are refused');
	assert.equal(centsFromAmount(0), { ok: false, error: 'notPositive' });
	assert.equal(centsFromAmount(-2), { ok: false, error: 'notPositive' });
	assert.equal(centsFromAmount(1e-7), { ok: false, error: 'decimals' });
	assert.equal(centsFromAmount(1e12), { ok: false, error: 'tooLarge' });
	assert.equal(centsFromAmount(Number.POSITIVE_INFINITY), { ok: false, error: 'invalid' });
});

api.run();

// ---

const typed = suite('stake amounts as typed');

typed('what a player types becomes cents', () => {
	assert.equal(centsFromInput(' 10 '), { ok: true, cents: 1000 });
	assert.equal(centsFromInput('2.5'), { ok: true, cents: 250 });
	assert.equal(centsFromInput('2.50'), { ok: true, cents: 250 });
	assert.equal(centsFromInput('2.500'), { ok: true, cents: 250 }, 'trailing zeros are harmless');
});

typed('bad input says why', () => {
	assert.equal(centsFromInput(''), { ok: false, error: 'required' });
	assert.equal(centsFromInput('abc'), { ok: false, error: 'invalid' });
	assert.equal(centsFromInput('-1'), { ok: false, error: 'notPositive' });
	assert.equal(centsFromInput('0.00'), { ok: false, error: 'notPositive' });
	assert.equal(centsFromInput('1.234'), { ok: false, error: 'decimals' });
	assert.equal(centsFromInput('99999999999999'), { ok: false, error: 'tooLarge' });
});

typed.run();

// ---

const format = suite('formatCents');

format('cents print as dollars with 2 decimals', () => {
	assert.is(formatCents(0), '0.00');
	assert.is(formatCents(5), '0.05');
	assert.is(formatCents(261), '2.61');
	assert.is(formatCents(-1050), '-10.50');
});

format.run();
