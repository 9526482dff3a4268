// Many postings written at once, for group commit. The caller has already locked every player account
// the postings touch (and read their balances); each house account is updated once, in the statement
// that writes the entries, so a batch holds a house row only for its last statement and its commit.
import type { Queryable } from '../db/db.ts';
import { checkEntries, InsufficientFunds, type Posting } from './ledger.ts';

/** Player accounts the caller holds locked, with their balances in cents; changed in place as postings land. */
export type LockedBalances = Map<number, number>;

/** Records the postings in order and returns their transaction ids; house accounts are those in `house`. */
export async function postBatch(
	tx: Queryable,
	postings: readonly Posting[],
	locked: LockedBalances,
	house: ReadonlySet<number>,
	now: Date,
): Promise<number[]> {
	if (!postings.length) return [];
	const next = new Map(locked);
	const houseDelta = new Map<number, number>();
	const rows = { tx: [] as number[], account: [] as number[], amount: [] as number[], after: [] as (number | null)[] };
	const offset: (number | null)[] = [];
	postings.forEach((posting, index) => {
		checkEntries(posting.entries);
		for (const e of posting.entries) {
			rows.tx.push(index);
			rows.account.push(e.account);
			rows.amount.push(e.amount);
			if (house.has(e.account)) {
				const sum = (houseDelta.get(e.account) ?? 0) + e.amount;
				houseDelta.set(e.account, sum);
				rows.after.push(null);
				offset.push(sum);
				continue;
			}
			const balance = next.get(e.account);
			if (balance === undefined) throw new Error(`ledger account ${e.account} is not locked by this batch`);
			if (balance + e.amount < 0) throw new InsufficientFunds(e.account);
			next.set(e.account, balance + e.amount);
			rows.after.push(balance + e.amount);
			offset.push(null);
		}
	});
	// identities are handed out in insertion order, so the sorted ids line up with the postings:
	const created = await tx.query<{ id: number }>(
		`INSERT INTO ledger_transactions (kind, ref, memo, created_at)
		 SELECT k, r, m, $4 FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t(k, r, m, n) ORDER BY n
		 RETURNING id`,
		[postings.map((p) => p.kind), postings.map((p) => p.ref), postings.map((p) => p.memo ?? null), now],
	);
	const txIds = created.rows.map((r) => r.id).sort((a, b) => a - b);
	const changed = [...next].filter(([id, balance]) => locked.get(id) !== balance);
	if (changed.length) {
		await tx.query(
			'UPDATE accounts AS a SET balance = b.balance FROM unnest($1::bigint[], $2::bigint[]) AS b(id, balance) WHERE a.id = b.id',
			[changed.map(([id]) => id), changed.map(([, balance]) => balance)],
		);
	}
	// a house entry's running balance is the house balance before this batch plus the batch's entries so far:
	await tx.query(
		`WITH h AS (
			UPDATE accounts AS a SET balance = a.balance + d.delta
			FROM unnest($6::bigint[], $7::bigint[]) AS d(id, delta) WHERE a.id = d.id
			RETURNING a.id, a.balance - d.delta AS before
		)
		INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after, created_at)
		SELECT e.t, e.a, e.m, coalesce(h.before + e.o, e.b), $8
		FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[]) WITH ORDINALITY AS e(t, a, m, b, o, n)
		LEFT JOIN h ON h.id = e.a ORDER BY e.n`,
		[
			rows.tx.map((i) => txIds[i]),
			rows.account,
			rows.amount,
			rows.after,
			offset,
			[...houseDelta.keys()],
			[...houseDelta.values()],
			now,
		],
	);
	for (const [id, balance] of next) locked.set(id, balance);
	return txIds;
}
