// The ledger audit: every transaction sums to zero, each balance equals the sum of its
// entries and its last running balance, no player account is below zero, and the house's pool seeds and
// jackpots on the ledger match the pools.
import type { Queryable } from '../db/db.ts';
import { racingPoolProblems } from './racing/pool-audit.ts';

export interface AuditReport {
	ok: boolean;
	transactions: number;
	accounts: number;
	problems: string[];
}

export async function auditLedger(db: Queryable): Promise<AuditReport> {
	const problems: string[] = [];
	const unbalanced = await db.query<{ tx_id: number; total: number }>(
		'SELECT tx_id, sum(amount)::bigint AS total FROM ledger_entries GROUP BY tx_id HAVING sum(amount) <> 0 OR count(*) < 2',
	);
	for (const r of unbalanced.rows) problems.push(`transaction ${r.tx_id} sums to ${r.total}`);
	const empty = await db.query<{ id: number }>(
		'SELECT t.id FROM ledger_transactions t WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.tx_id = t.id)',
	);
	for (const r of empty.rows) problems.push(`transaction ${r.id} has no entries`);
	const drift = await db.query<{
		code: string;
		balance: number;
		total: number;
		last: number | null;
		allow_negative: boolean;
	}>(
		`SELECT a.code, a.balance, a.allow_negative, coalesce(sum(e.amount), 0)::bigint AS total,
			(SELECT balance_after FROM ledger_entries l WHERE l.account_id = a.id ORDER BY l.id DESC LIMIT 1) AS last
		 FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
		 GROUP BY a.id`,
	);
	for (const r of drift.rows) {
		if (r.balance !== r.total) problems.push(`account ${r.code} balance ${r.balance} but entries sum to ${r.total}`);
		if (r.last !== null && r.last !== r.balance) problems.push(`account ${r.code} running balance ${r.last} differs`);
		if (!r.allow_negative && r.balance < 0) problems.push(`account ${r.code} is below zero`);
	}
	problems.push(...(await racingPoolProblems(db)));
	const count = await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM ledger_transactions');
	return { ok: problems.length === 0, transactions: count.rows[0]?.n ?? 0, accounts: drift.rows.length, problems };
}
