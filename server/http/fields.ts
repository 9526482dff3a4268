// Field rules shared by the route schemas.
import * as v from 'valibot';

export const userName = v.pipe(
	v.string('must be text'),
	v.regex(/^[A-Za-z0-9_]{3,20}$/, 'must be 3-20 letters, digits or _'),
);
export const password = v.pipe(
	v.string('must be text'),
	v.minLength(8, 'must be at least 8 characters'),
	v.maxLength(64, 'must be at most 64 characters'),
);
/** Sign-in accepts any stored password's shape, so old rules never lock anyone out. */
export const anyPassword = v.pipe(
	v.string('must be text'),
	v.minLength(1, 'is required'),
	v.maxLength(128, 'is too long'),
);
export const phone = v.pipe(
	v.string('must be text'),
	v.regex(/^\+[1-9]\d{6,14}$/, 'must be in international format, e.g. +85291234567'),
);
export const deviceId = v.pipe(
	v.string('must be text'),
	v.minLength(1, 'is required'),
	v.maxLength(128, 'is too long'),
);
export const text = (max: number) =>
	v.pipe(
		v.string('must be text'),
		v.trim(),
		v.minLength(1, 'is required'),
		v.maxLength(max, `must be at most ${max} characters`),
	);
/** A day that exists: the shape alone lets 2025-02-30 (and year 0) through to the database, which refuses them. */
function realDay(text: string): boolean {
	const date = new Date(`${text}T00:00:00Z`);
	return date.getUTCFullYear() >= 1 && date.toISOString().startsWith(text);
}
export const day = v.pipe(
	v.string('must be text'),
	v.isoDate('must be a date YYYY-MM-DD'),
	v.check(realDay, 'must be a date YYYY-MM-DD'),
);
