// The account replies the shell reads: the balance (a number, or a decimal string from older servers), the bank
// card, the uid, and what sign-in and registration hand over.
import { check, looseObject, nullable, number, pipe, regex, string, union } from 'valibot';
import { amount } from './common.ts';

export const balanceShape = union([amount, pipe(string(), regex(/^-?\d+(\.\d+)?$/))]);

export const bankCardShape = nullable(looseObject({ card_number: string(), bank_name: string(), holder_name: string() }));

export const uidShape = union([number(), pipe(string(), check((s) => s.length > 0))]);

export const authShape = looseObject({
	access_token: pipe(string(), check((s) => s.length > 0)),
	refresh_token: pipe(string(), check((s) => s.length > 0)),
	user_name: string(),
});
