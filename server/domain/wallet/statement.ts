// A player's wallet statement: every entry with its running balance, newest first.

import { amountFromCents } from '../../../shared/money/amount.ts';
import type { Queryable } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';

export interface StatementQuery {
	start?: string | undefined;
	end?: string | undefined;
	type?: string | undefined;
	page: number;
	size: number;
}

interface EntryRow {
	id: number;
	kind: string;
	ref: string;
	memo: string | null;
	amount: number;
	balance_after: number;
	created_at: Date;
	day: string;
}

// a race bet's corrections (docs/race-feed.md) read as race payouts; the memo says why (voided, refunded, resettled):
const CORRECTION_KINDS = ['bet_refund', 'bet_resettle', 'bet_unsettle', 'bet_write_off'];
const PAYOUT = 'bet_settle';

const entryView = (r: EntryRow) => ({
	id: r.id,
	date: r.day,
	time: r.created_at.toISOString(),
	type: CORRECTION_KINDS.includes(r.kind) ? PAYOUT : r.kind,
	ref: r.ref,
	memo: r.memo,
	amount: amountFromCents(r.amount),
	balance: amountFromCents(r.balance_after),
});

/** Days are YYYY-MM-DD in `timeZone` (the player's, else the racing zone); `end` is inclusive. */
export function statement(db: Queryable, userId: number, timeZone: string, q: StatementQuery) {
	const where = `WHERE a.code = $1
		AND ($2::date IS NULL OR e.created_at >= ($2::date)::timestamp AT TIME ZONE $5)
		AND ($3::date IS NULL OR e.created_at < ($3::date + 1)::timestamp AT TIME ZONE $5)
		AND ($4::text IS NULL OR t.kind = ANY($6::text[]))`;
	const from =
		'FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.tx_id';
	const kinds = q.type === PAYOUT ? [PAYOUT, ...CORRECTION_KINDS] : [q.type ?? ''];
	const args = [`wallet:${userId}`, q.start ?? null, q.end ?? null, q.type ?? null, timeZone, kinds];
	const select = `SELECT e.id, t.kind, t.ref, t.memo, e.amount, e.balance_after, e.created_at,
			to_char(e.created_at AT TIME ZONE $5, 'YYYY-MM-DD') AS day
		 ${from} ${where} ORDER BY e.id DESC`;
	return queryPage(db, select, `SELECT count(*)::bigint AS n ${from} ${where}`, args, q, entryView);
}
