// One page of a list query with the count of all its rows: every list reply is {list, page, size, total}.
import type { Queryable } from './db.ts';

export interface Page<T> {
	list: T[];
	page: number;
	size: number;
	total: number;
}

const offset = (p: { page: number; size: number }) => (p.page - 1) * p.size;

/** One page of `select` (which ends in its ORDER BY) with the count of every row `count` finds, both over `args`. */
export async function queryPage<R, V = R>(
	db: Queryable,
	select: string,
	count: string,
	args: unknown[],
	p: { page: number; size: number },
	view: (row: R) => V = (row) => row as unknown as V,
): Promise<Page<V>> {
	const n = args.length;
	const { rows } = await db.query<R>(`${select} LIMIT $${n + 1} OFFSET $${n + 2}`, [...args, p.size, offset(p)]);
	const total = await db.query<{ n: number }>(count, args);
	return { list: rows.map(view), page: p.page, size: p.size, total: total.rows[0]!.n };
}
