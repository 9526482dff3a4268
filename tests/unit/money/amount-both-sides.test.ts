// One amount parser for the app and the server: the same amounts pass, with the same cap, and the server
// tells each reason as its field refusal.
import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_AMOUNT, parseMoney } from '../../../server/http/money.ts';
import { centsFromAmount, centsFromInput, MAX_AMOUNT_CENTS } from '../../../shared/money/amount.ts';

const both = suite('amounts, as the app and the server read them');

both('the cap is $10,000,000 on both sides, typed or sent', () => {
	assert.is(MAX_AMOUNT * 100, MAX_AMOUNT_CENTS, 'one cap');
	assert.equal(centsFromAmount(10_000_000), { ok: true, cents: 1_000_000_000 });
	assert.equal(centsFromInput('10000000.00'), { ok: true, cents: 1_000_000_000 });
	assert.equal(parseMoney(10_000_000), { ok: true, cents: 1_000_000_000 });
	assert.equal(centsFromAmount(10_000_000.01), { ok: false, error: 'tooLarge' });
	assert.equal(centsFromInput('10000000.01'), { ok: false, error: 'tooLarge' });
	assert.equal(parseMoney(10_000_000.01), { ok: false, code: 'field_amount_max', params: { max: 1_000_000_000 } });
});

both('the server names each reason with its refusal code', () => {
	assert.equal(parseMoney(null), { ok: false, code: 'field_not_number' }, 'missing');
	assert.equal(parseMoney('5'), { ok: false, code: 'field_not_number' }, 'a string');
	assert.equal(parseMoney(Number.NaN), { ok: false, code: 'field_not_finite' });
	assert.equal(parseMoney(Number.POSITIVE_INFINITY), { ok: false, code: 'field_not_finite' });
	assert.equal(parseMoney(0), { ok: false, code: 'field_positive' });
	assert.equal(parseMoney(-3), { ok: false, code: 'field_positive' });
	assert.equal(parseMoney(1.005), { ok: false, code: 'field_decimals' });
	assert.equal(parseMoney(1e-7), { ok: false, code: 'field_decimals' });
});

both('any number the app sends is taken by the server as the same cents, or refused by both', () => {
	const amounts = fc.oneof(
		fc.integer({ min: -10, max: MAX_AMOUNT_CENTS + 10 }).map((c) => c / 100),
		fc.double({ noNaN: false }),
	);
	fc.assert(
		fc.property(amounts, (x) => {
			const app = centsFromAmount(x);
			const server = parseMoney(x);
			return app.ok === server.ok && (!app.ok || (server.ok && app.cents === server.cents));
		}),
	);
});

both('what a player types reaches the server unchanged', () => {
	fc.assert(
		fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), (cents) => {
			const typed = centsFromInput((cents / 100).toFixed(2));
			if (!typed.ok || typed.cents !== cents) return false;
			const sent = parseMoney(typed.cents / 100);
			return sent.ok && sent.cents === cents;
		}),
	);
});

both.run();
