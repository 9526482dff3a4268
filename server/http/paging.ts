// ?page=&size= for every list; replies are {list, page, size, total}.
import * as v from 'valibot';
import { atLeast, atMost, wholeNumber } from './rules.ts';

const int = (min: number, max: number, fallback: number) =>
	v.optional(
		v.pipe(v.string(), v.regex(/^\d{1,6}$/, wholeNumber), v.transform(Number), atLeast(min), atMost(max)),
		String(fallback),
	);

export const paging = { page: int(1, 100_000, 1), size: int(1, 100, 20) };

export interface Page<T> {
	list: T[];
	page: number;
	size: number;
	total: number;
}

export const offset = (p: { page: number; size: number }) => (p.page - 1) * p.size;
