// The double-entry ledger: every transaction sums to zero, balances never dip below zero
// for player accounts, and rows are only ever appended.
import type { Queryable } from '../db/db.ts';
import { DomainError } from './errors.ts';
import { type HouseAccount, isHouseAccount } from './house-accounts.ts';

export class InsufficientFunds extends DomainError<'insufficient_balance'> {
	constructor(readonly accountId: number) {
		super('insufficient_balance');
	}
}

export type PlayerAccountKind = 'wallet' | 'held';

interface Entry {
	account: number;
	/** cents; positive credits the account, negative debits it. */
	amount: number;
}

export interface Posting {
	kind: string;
	ref: string;
	memo?: string;
	entries: Entry[];
}

async function ensureAccount(tx: Queryable, code: string, kind: string, userId: number | null, allowNegative: boolean) {
	if (kind === 'house' && !isHouseAccount(code.slice('house:'.length)))
		throw new Error(`${code} is not a house account (server/domain/house-accounts.ts)`);
	const found = await tx.query<{ id: number }>('SELECT id FROM accounts WHERE code = $1', [code]);
	if (found.rows[0]) return found.rows[0].id;
	await tx.query(
		'INSERT INTO accounts (code, kind, user_id, allow_negative) VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING',
		[code, kind, userId, allowNegative],
	);
	const { rows } = await tx.query<{ id: number }>('SELECT id FROM accounts WHERE code = $1', [code]);
	return rows[0]!.id;
}

export const playerAccount = (tx: Queryable, userId: number, kind: PlayerAccountKind = 'wallet') =>
	ensureAccount(tx, `${kind}:${userId}`, kind, userId, false);

/** House accounts may go negative: they mirror money outside the system. */
export const houseAccount = (tx: Queryable, name: HouseAccount) =>
	ensureAccount(tx, `house:${name}`, 'house', null, true);

/** Throws unless the entries form a balanced transaction of non-zero integer cents. */
export function checkEntries(entries: readonly Entry[]) {
	if (entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
	let sum = 0;
	for (const e of entries) {
		if (!Number.isSafeInteger(e.amount) || e.amount === 0)
			throw new Error('ledger amounts must be non-zero integer cents');
		sum += e.amount;
	}
	if (sum !== 0) throw new Error('ledger entries must sum to zero');
}

/** Records one balanced transaction inside the caller's db transaction; returns its id. */
export async function post(tx: Queryable, posting: Posting, now: Date = new Date()): Promise<number> {
	const { entries } = posting;
	checkEntries(entries);
	const ids = [...new Set(entries.map((e) => e.account))];
	// players' accounts first, house accounts last, each in id order: every posting and every bet batch
	// (which touches the house side once, at its end) takes locks in that order, so none can deadlock:
	const { rows } = await tx.query<{ id: number; balance: number; allow_negative: boolean }>(
		'SELECT id, balance, allow_negative FROM accounts WHERE id = ANY($1::bigint[]) ORDER BY allow_negative, id FOR UPDATE',
		[ids],
	);
	if (rows.length !== ids.length) throw new Error('unknown ledger account');
	const balances = new Map(rows.map((r) => [r.id, r.balance]));
	const after = entries.map((e) => {
		const next = balances.get(e.account)! + e.amount;
		balances.set(e.account, next);
		return next;
	});
	for (const r of rows) if (!r.allow_negative && balances.get(r.id)! < 0) throw new InsufficientFunds(r.id);
	const created = await tx.query<{ id: number }>(
		'INSERT INTO ledger_transactions (kind, ref, memo, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
		[posting.kind, posting.ref, posting.memo ?? null, now],
	);
	const txId = created.rows[0]!.id;
	await tx.query(
		`INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after, created_at)
		 SELECT $1, a, m, b, $5 FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS t(a, m, b)`,
		[txId, entries.map((e) => e.account), entries.map((e) => e.amount), after, now],
	);
	await tx.query(
		'UPDATE accounts AS a SET balance = b.balance FROM unnest($1::bigint[], $2::bigint[]) AS b(id, balance) WHERE a.id = b.id',
		[[...balances.keys()], [...balances.values()]],
	);
	return txId;
}

export async function balanceOf(db: Queryable, userId: number, kind: PlayerAccountKind = 'wallet'): Promise<number> {
	const { rows } = await db.query<{ balance: number }>('SELECT balance FROM accounts WHERE code = $1', [
		`${kind}:${userId}`,
	]);
	return rows[0]?.balance ?? 0;
}
