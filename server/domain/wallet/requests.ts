// What top-ups and withdrawals share: their fields, their records newest first, and the lock an operator's decision takes.

import { amountFromCents } from '../../../shared/money/amount.ts';
import type { Queryable } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';
import { DomainError } from '../errors.ts';

type Requests = 'topups' | 'withdrawals';
const NAMES: Record<Requests, string> = { topups: 'top-up', withdrawals: 'withdrawal' };

/** A refusal in the player's language by its code, with the plain English a log or script reads. */
const refusal = (err: DomainError, english: string) => Object.assign(err, { message: english });

export interface RequestRow {
	id: number;
	user_id: number;
	amount: number;
	status: string;
	reason: string | null;
	created_at: Date;
	decided_at: Date | null;
}

/** The fields every request shows the player and the operator. */
export const requestView = (r: RequestRow) => ({
	id: r.id,
	amount: amountFromCents(r.amount),
	status: r.status,
	reason: r.reason,
	created_at: r.created_at.toISOString(),
	decided_at: r.decided_at?.toISOString() ?? null,
});

/** One player's requests (every player's when `userId` is null), optionally only those in `status`. */
export function listRequests<R>(
	db: Queryable,
	table: Requests,
	cols: string,
	userId: number | null,
	p: { page: number; size: number },
	status?: string,
) {
	const where = 'WHERE ($1::bigint IS NULL OR user_id = $1) AND ($2::text IS NULL OR status = $2)';
	const select = `SELECT ${cols} FROM ${table} ${where} ORDER BY id DESC`;
	const count = `SELECT count(*)::bigint AS n FROM ${table} ${where}`;
	return queryPage<R>(db, select, count, [userId, status ?? null], p);
}

/** Locks a request for the operator's decision, which only a pending one can take. */
export async function lockPending<R extends { status: string }>(
	tx: Queryable,
	table: Requests,
	cols: string,
	id: number,
) {
	const { rows } = await tx.query<R>(`SELECT ${cols} FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
	const found = rows[0];
	if (!found) throw refusal(new DomainError('request_not_found', { id }), `${NAMES[table]} ${id} not found`);
	if (found.status !== 'pending') {
		const english = `${NAMES[table]} ${id} is already ${found.status}`;
		throw refusal(new DomainError('request_decided', { id, status: found.status }), english);
	}
	return found;
}
