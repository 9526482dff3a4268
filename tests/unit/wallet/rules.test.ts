import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
	luhn,
	validateCard,
	validatePassword,
	validateTopup,
	validateWithdraw,
} from '../../../src/state/wallet/wallet-rules.ts';

// ---
const Topup = suite('top-up amount and method, against what the server takes');

// what GET /wallet/topup_options answers by default (server/README.md), in cents:
const ALL = { methods: ['bank_transfer', 'card', 'e_wallet'], min: 10_00, max: 100_000_00 };

Topup('a valid amount and method pass', () => {
	assert.equal(validateTopup({ amount: '100', method: 'bank_transfer' }, ALL), {});
	assert.equal(validateTopup({ amount: '10.5', method: 'e_wallet' }, ALL), {});
});

Topup('empty, text, zero, 3 decimals and below the minimum are refused by name', () => {
	assert.is(validateTopup({ amount: '', method: 'card' }, ALL).amount, 'wallet.amountRequired');
	assert.is(validateTopup({ amount: 'abc', method: 'card' }, ALL).amount, 'wallet.amountInvalid');
	assert.is(validateTopup({ amount: '0', method: 'card' }, ALL).amount, 'wallet.amountPositive');
	assert.is(validateTopup({ amount: '-5', method: 'card' }, ALL).amount, 'wallet.amountPositive');
	assert.is(validateTopup({ amount: '10.123', method: 'card' }, ALL).amount, 'wallet.amountDecimals');
	assert.is(validateTopup({ amount: '9.99', method: 'card' }, ALL).amount, 'wallet.amountMin');
	assert.is(validateTopup({ amount: '100000.01', method: 'card' }, ALL).amount, 'wallet.amountMax');
});

Topup('an unknown method is refused', () => {
	assert.is(validateTopup({ amount: '50', method: 'cash' }, ALL).method, 'wallet.methodRequired');
});

Topup('a method the server does not take now is refused; its own limits apply', () => {
	const bankOnly = { methods: ['bank_transfer'], min: 20_00, max: 500_00 };
	assert.is(validateTopup({ amount: '50', method: 'card' }, bankOnly).method, 'wallet.methodRequired');
	assert.equal(validateTopup({ amount: '50', method: 'bank_transfer' }, bankOnly), {});
	assert.is(validateTopup({ amount: '19.99', method: 'bank_transfer' }, bankOnly).amount, 'wallet.amountMin');
	assert.is(validateTopup({ amount: '500.01', method: 'bank_transfer' }, bankOnly).amount, 'wallet.amountMax');
});

Topup.run();

// ---
const Withdraw = suite('withdraw amount against balance and card');

Withdraw('within the balance with a card passes', () => {
	assert.equal(validateWithdraw({ amount: '100' }, 115000, true), {});
	assert.equal(validateWithdraw({ amount: '1150' }, 115000, true), {}, 'the whole balance may be withdrawn');
});

Withdraw('more than the balance is refused', () => {
	assert.is(validateWithdraw({ amount: '1150.01' }, 115000, true).amount, 'wallet.amountOverBalance');
});

Withdraw('no bound card is refused even with a good amount', () => {
	assert.is(validateWithdraw({ amount: '100' }, 115000, false).card, 'wallet.cardNeeded');
});

Withdraw('an unknown balance leaves the check to the server', () => {
	assert.equal(validateWithdraw({ amount: '100' }, null, true), {});
});

Withdraw('limits: at least 10, at most 50000', () => {
	assert.is(validateWithdraw({ amount: '5' }, 115000, true).amount, 'wallet.amountMin');
	assert.is(validateWithdraw({ amount: '50001' }, 10_000_000, true).amount, 'wallet.amountMax');
});

Withdraw.run();

// ---
const Card = suite('bank card fields and Luhn');

Card('Luhn accepts known good numbers and refuses a changed digit', () => {
	assert.ok(luhn('4111111111111111'));
	assert.ok(luhn('5555555555554444'));
	assert.ok(luhn('378282246310005'));
	assert.not.ok(luhn('4111111111111112'));
});

Card('a valid card with spaces passes', () => {
	assert.equal(
		validateCard({ holder_name: 'Ann Lee', bank_name: 'Demo Bank', card_number: '4111 1111 1111 1111' }),
		{},
	);
});

Card('each missing field is named', () => {
	const errors = validateCard({ holder_name: ' ', bank_name: '', card_number: '' });
	assert.equal(errors, {
		holder_name: 'account.holderRequired',
		bank_name: 'account.bankRequired',
		card_number: 'account.cardRequired',
	});
});

Card('length 12-19 digits and the checksum are checked', () => {
	const card = (n: string) => validateCard({ holder_name: 'A', bank_name: 'B', card_number: n }).card_number;
	assert.is(card('41111111111'), 'account.cardDigits', '11 digits');
	assert.is(card('41111111111111111111'), 'account.cardDigits', '20 digits');
	assert.is(card('4111-1111-abcd-1111'), 'account.cardDigits', 'letters');
	assert.is(card('4111111111111112'), 'account.cardLuhn');
});

Card.run();

// ---
const Password = suite('change password rules');

const pw = (old_password: string, new_password: string, confirm = new_password) =>
	validatePassword({ old_password, new_password, confirm });

Password('a good change passes', () => {
	assert.equal(pw('demo-pass-2025', 'new-pass-2026'), {});
});

Password('8 to 64 characters', () => {
	assert.is(pw('old-pass-1', 'short').new_password, 'account.newLength');
	assert.is(pw('old-pass-1', 'x'.repeat(65)).new_password, 'account.newLength');
	assert.equal(pw('old-pass-1', 'x'.repeat(64)), {});
	assert.equal(pw('old-pass-1', '12345678'), {});
});

Password('confirm must match, new must differ, all are required', () => {
	assert.is(pw('old-pass-1', 'new-pass-1', 'new-pass-2').confirm, 'account.confirmMismatch');
	assert.is(pw('same-pass-1', 'same-pass-1').new_password, 'account.newSame');
	assert.is(pw('', 'new-pass-1').old_password, 'account.oldRequired');
	assert.is(pw('old-pass-1', '').new_password, 'account.newRequired');
});

Password.run();
