// Client-side checks for the wallet and account forms; each returns i18n keys by field, empty when valid.
import { type AmountError, centsFromInput } from '../../../shared/money/amount.ts';
import type { Errors } from '../../lib/field-errors.ts';

/** The server's default withdrawal limits, so the player hears about them before sending (top-ups ask the server). */
export const LIMITS = {
	withdraw: { min: 10_00, max: 50_000_00 },
} as const;

const AMOUNT_KEYS: Record<AmountError, string> = {
	required: 'wallet.amountRequired',
	invalid: 'wallet.amountInvalid',
	notPositive: 'wallet.amountPositive',
	decimals: 'wallet.amountDecimals',
	tooLarge: 'wallet.amountTooLarge',
};

export type AmountCheck = { cents: number; error?: undefined } | { cents?: undefined; error: string };

export function checkAmount(text: string, limits: { min: number; max: number }): AmountCheck {
	const parsed = centsFromInput(text);
	if (!parsed.ok) return { error: AMOUNT_KEYS[parsed.error] };
	if (parsed.cents < limits.min) return { error: 'wallet.amountMin' };
	if (parsed.cents > limits.max) return { error: 'wallet.amountMax' };
	return { cents: parsed.cents };
}

/** `offer`: the methods and limits (cents) the server takes now (GET /wallet/topup_options). */
export function validateTopup(
	form: { amount: string; method: string },
	offer: { methods: readonly string[]; min: number; max: number },
): Errors<'amount' | 'method'> {
	const errors: Errors<'amount' | 'method'> = {};
	const amount = checkAmount(form.amount, offer);
	if (amount.error) errors.amount = amount.error;
	if (!offer.methods.includes(form.method)) errors.method = 'wallet.methodRequired';
	return errors;
}

/** balance is in cents, null while unknown (the server still checks). */
export function validateWithdraw(form: { amount: string }, balance: number | null, hasCard: boolean) {
	const errors: Errors<'amount' | 'card'> = {};
	if (!hasCard) errors.card = 'wallet.cardNeeded';
	const amount = checkAmount(form.amount, LIMITS.withdraw);
	if (amount.error) errors.amount = amount.error;
	else if (balance !== null && (amount.cents ?? 0) > balance) errors.amount = 'wallet.amountOverBalance';
	return errors;
}

const NON_DIGITS = /[\s-]/g;
const CARD_DIGITS = /^\d{12,19}$/;

export const cardDigits = (text: string) => text.replace(NON_DIGITS, '');

/** The Luhn checksum every payment card number carries. */
export function luhn(digits: string): boolean {
	let sum = 0;
	for (let i = 0; i < digits.length; i++) {
		let d = Number(digits[digits.length - 1 - i]);
		if (i % 2) {
			d *= 2;
			if (d > 9) d -= 9;
		}
		sum += d;
	}
	return sum % 10 === 0;
}

export type CardForm = { holder_name: string; bank_name: string; card_number: string };

export function validateCard(form: CardForm): Errors<keyof CardForm> {
	const errors: Errors<keyof CardForm> = {};
	const holder = form.holder_name.trim();
	const bank = form.bank_name.trim();
	if (!holder) errors.holder_name = 'account.holderRequired';
	else if (holder.length > 64) errors.holder_name = 'account.tooLong';
	if (!bank) errors.bank_name = 'account.bankRequired';
	else if (bank.length > 64) errors.bank_name = 'account.tooLong';
	const digits = cardDigits(form.card_number);
	if (!digits) errors.card_number = 'account.cardRequired';
	else if (!CARD_DIGITS.test(digits)) errors.card_number = 'account.cardDigits';
	else if (!luhn(digits)) errors.card_number = 'account.cardLuhn';
	return errors;
}

export type PasswordForm = { old_password: string; new_password: string; confirm: string };

export function validatePassword(form: PasswordForm): Errors<keyof PasswordForm> {
	const errors: Errors<keyof PasswordForm> = {};
	if (!form.old_password) errors.old_password = 'account.oldRequired';
	const length = form.new_password.length;
	if (!length) errors.new_password = 'account.newRequired';
	else if (length < 8 || length > 64) errors.new_password = 'account.newLength';
	else if (form.new_password === form.old_password) errors.new_password = 'account.newSame';
	if (form.confirm !== form.new_password) errors.confirm = 'account.confirmMismatch';
	return errors;
}
