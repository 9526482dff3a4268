// The account replies the shell reads: the balance (a number, or a decimal string from older servers), the bank
// card, the uid, and what sign-in and registration hand over.
import { check, looseObject, nullable, number, optional, pipe, regex, string, union } from 'valibot';
import { amount } from './common.ts';

export const balanceShape = union([amount, pipe(string(), regex(/^-?\d+(\.\d+)?$/))]);

// its fields are shown as text, so a missing one shows blank; one of another kind is refused:
const text = optional(string());
export const bankCardShape = nullable(looseObject({ card_number: text, bank_name: text, holder_name: text }));

export const uidShape = union([
	number(),
	pipe(
		string(),
		check((s) => s.length > 0),
	),
]);

export const authShape = looseObject({
	access_token: pipe(
		string(),
		check((s) => s.length > 0),
	),
	refresh_token: pipe(
		string(),
		check((s) => s.length > 0),
	),
	user_name: string(),
});
