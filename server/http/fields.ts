// Field rules shared by the route schemas.
import * as v from 'valibot';
import { atLeast, maxChars, minChars, mustBeNumber, mustBeText, required, rule, wholeNumber } from './rules.ts';

export const userName = v.pipe(v.string(mustBeText), v.regex(/^[A-Za-z0-9_]{3,20}$/, rule('field_user_name')));
export const password = v.pipe(v.string(mustBeText), minChars(8), maxChars(64));
/** Sign-in accepts any stored password's shape, so old rules never lock anyone out. */
export const anyPassword = v.pipe(v.string(mustBeText), v.minLength(1, required), maxChars(128));
export const phone = v.pipe(v.string(mustBeText), v.regex(/^\+[1-9]\d{6,14}$/, rule('field_phone')));
export const deviceId = v.pipe(v.string(mustBeText), v.minLength(1, required), maxChars(128));
// spaces and invisible format characters (zero-width space, joiners, BOM) at either end, which a name may not be made of:
const EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
/** A name or other one-line text a player types: trimmed of blanks and invisibles, never empty, at most `max` characters. */
export const text = (max: number) =>
	v.pipe(
		v.string(mustBeText),
		v.transform((s) => s.replace(EDGES, '')),
		v.minLength(1, required),
		maxChars(max),
	);
/** A day that exists: the shape alone lets 2025-02-30 (and year 0) through to the database, which refuses them. */
function realDay(text: string): boolean {
	const date = new Date(`${text}T00:00:00Z`);
	return date.getUTCFullYear() >= 1 && date.toISOString().startsWith(text);
}
export const day = v.pipe(v.string(mustBeText), v.isoDate(rule('field_date')), v.check(realDay, rule('field_date')));
/** An id in a JSON body. */
export const numberId = v.pipe(
	v.number(mustBeNumber),
	v.integer(wholeNumber),
	atLeast(1),
	v.maxValue(Number.MAX_SAFE_INTEGER, rule('field_too_large')),
);
/** An id in a query string. */
export const queryId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/, rule('field_id')), v.transform(Number));
/** An IANA time zone name the runtime knows, e.g. Asia/Hong_Kong. */
export const timeZone = v.pipe(
	v.string(mustBeText),
	v.maxLength(64, rule('field_time_zone')),
	v.check((zone) => {
		try {
			new Intl.DateTimeFormat('en-US', { timeZone: zone });
			return true;
		} catch {
			return false;
		}
	}, rule('field_time_zone')),
);
