// A player's wallet statement: every entry with its running balance, newest first.

import { betTypeByIndex } from '../../../shared/bets/bet-types.ts';
import { amountFromCents } from '../../../shared/money/amount.ts';
import type { Queryable } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';
import type { Lang } from '../../i18n/language.ts';
import { venueIn } from '../racing/local-names.ts';

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
	venue: string | null;
	race_no: number | null;
	bet_type: number | null;
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
	// a race bet's stake or payout names its race (the first leg's) and its bet type, for the app to word:
	venue: r.venue,
	race_no: r.race_no,
	bet_type: betTypeByIndex(r.bet_type ?? 0)?.name ?? null,
});

/** Days are YYYY-MM-DD in `timeZone` (the player's, else the racing zone); `end` is inclusive. */
export function statement(db: Queryable, userId: number, timeZone: string, q: StatementQuery, lang: Lang = 'en') {
	const where = `WHERE a.code = $1
		AND ($2::date IS NULL OR e.created_at >= ($2::date)::timestamp AT TIME ZONE $5)
		AND ($3::date IS NULL OR e.created_at < ($3::date + 1)::timestamp AT TIME ZONE $5)
		AND ($4::text IS NULL OR t.kind = ANY($6::text[]))`;
	const from =
		'FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.tx_id';
	const race = `LEFT JOIN race_orders o ON o.id = CASE WHEN t.ref LIKE 'race_order:%' THEN substr(t.ref, 12)::bigint END
		LEFT JOIN races r ON r.id = o.race_id LEFT JOIN meetings m ON m.id = r.meeting_id`;
	const kinds = q.type === PAYOUT ? [PAYOUT, ...CORRECTION_KINDS] : [q.type ?? ''];
	const args = [`wallet:${userId}`, q.start ?? null, q.end ?? null, q.type ?? null, timeZone, kinds];
	// newest first; within one second in id order, the order each running balance was written in:
	const select = `SELECT e.id, t.kind, t.ref, t.memo, e.amount, e.balance_after, e.created_at,
			to_char(e.created_at AT TIME ZONE $5, 'YYYY-MM-DD') AS day, ${venueIn(lang, 'm')} AS venue, r.race_no, o.bet_type
		 ${from} ${race} ${where} ORDER BY date_trunc('second', e.created_at AT TIME ZONE 'UTC') DESC, e.id DESC`;
	return queryPage(db, select, `SELECT count(*)::bigint AS n ${from} ${where}`, args, q, entryView);
}
