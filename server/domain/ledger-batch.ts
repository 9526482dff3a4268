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
	const changed = [...next].filter(([id, balance]) => locked.get(id) !== balance);
	// one statement: the transactions (identities are handed out in insertion order, so numbering them
	// by id lines them up with the postings), the players' new balances, each house balance moved once,
	// and every entry; a house entry's running balance is the house balance before the batch plus the
	// batch's entries so far:
	const { rows: created } = await tx.query<{ id: number }>(
		`WITH t AS (
			INSERT INTO ledger_transactions (kind, ref, memo, created_at)
			SELECT k, r, m, $11 FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS p(k, r, m, n) ORDER BY n
			RETURNING id
		), tn AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM t
		), w AS (
			UPDATE accounts AS a SET balance = b.balance
			FROM unnest($9::bigint[], $10::bigint[]) AS b(id, balance) WHERE a.id = b.id
		), h AS (
			UPDATE accounts AS a SET balance = a.balance + d.delta
			FROM unnest($12::bigint[], $13::bigint[]) AS d(id, delta) WHERE a.id = d.id
			RETURNING a.id, a.balance - d.delta AS before
		), e AS (
			INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after, created_at)
			SELECT tn.id, e.a, e.m, coalesce(h.before + e.o, e.b), $11
			FROM unnest($4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[]) WITH ORDINALITY AS e(p, a, m, b, o, n)
			JOIN tn ON tn.n = e.p LEFT JOIN h ON h.id = e.a ORDER BY e.n
		)
		SELECT id FROM tn ORDER BY n`,
		[
			postings.map((p) => p.kind),
			postings.map((p) => p.ref),
			postings.map((p) => p.memo ?? null),
			rows.tx.map((i) => i + 1),
			rows.account,
			rows.amount,
			rows.after,
			offset,
			changed.map(([id]) => id),
			changed.map(([, balance]) => balance),
			now,
			[...houseDelta.keys()],
			[...houseDelta.values()],
		],
	);
	const txIds = created.map((r) => r.id);
	for (const [id, balance] of next) locked.set(id, balance);
	return txIds;
}
