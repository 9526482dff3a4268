// The pieces every reply's shape is made of: a time that parses, a race day, a finite amount, a page of a list.
// Each shape lists only what the app reads, as a loose object, so fields the server adds later pass through; the
// first screen's shapes use the fewest valibot functions, since each one is paid for in the first load.
import { array, check, type GenericSchema, looseObject, number, pipe, string } from 'valibot';

/** An instant the app can show: a string Date.parse reads (a bad one would throw in Intl as RangeError). */
export const when = pipe(
	string(),
	check((s) => Number.isFinite(Date.parse(s))),
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A race day, YYYY-MM-DD. */
export const day = pipe(
	string(),
	check((s) => DAY.test(s)),
);

/** An amount or count: a number that is not NaN or infinite. */
export const amount = pipe(
	number(),
	check((n) => Number.isFinite(n)),
);

/** One of these words: what valibot's picklist checks, made of pieces the first load holds already. */
export const oneOf = <const T extends readonly string[]>(words: T) =>
	pipe(
		string(),
		check((s) => words.includes(s)),
	) as unknown as GenericSchema<unknown, T[number]>;

/** A page of a list (server/http/paging.ts): the pager reads its list and total. */
export const page = <T extends GenericSchema>(item: T) => looseObject({ list: array(item), total: amount });
