// ?page=&size= for every list (the page itself is read by server/db/query-page.ts).
import * as v from 'valibot';
import { atLeast, atMost, wholeNumber } from './rules.ts';

const int = (min: number, max: number, fallback: number) =>
	v.optional(
		v.pipe(v.string(), v.regex(/^\d{1,6}$/, wholeNumber), v.transform(Number), atLeast(min), atMost(max)),
		String(fallback),
	);

export const paging = { page: int(1, 100_000, 1), size: int(1, 100, 20) };
