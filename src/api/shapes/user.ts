// The account replies the shell reads: the balance (a number, or a decimal string from older servers), the bank
// card, the uid, and what sign-in and registration hand over. In the first load: the fewest valibot functions.
import { check, looseObject, pipe, string, unknown } from 'valibot';
import { id } from '../reply-check.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;
export const balanceShape = pipe(
	unknown(),
	check((v) => (typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && DECIMAL.test(v))),
);

// its fields are shown as text: an object or null, nothing else
export const bankCardShape = pipe(
	unknown(),
	check((v) => v === null || (typeof v === 'object' && !Array.isArray(v))),
);

export const uidShape = id;

const token = pipe(
	string(),
	check((s) => s !== ''),
);
export const authShape = looseObject({ access_token: token, refresh_token: token, user_name: string() });
