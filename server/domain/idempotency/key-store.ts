// Idempotency keys in the database. A key is claimed, and its reply stored, inside the transaction that
// moves the money: a commit keeps both, a failure before it keeps neither, so the key is free again.
import type { Queryable } from '../../db/db.ts';
import { DomainError } from '../errors.ts';

const KEY_TTL_MS = 24 * 3_600_000;
// a claim left pending this long was left by an older server that claimed outside the transaction:
const STALE_PENDING_MS = 60_000;

export interface KeyScope {
	userId: number;
	/** method and path, e.g. `POST /api/wallet/topup` */
	route: string;
	key: string;
}

export interface KeyRequest extends KeyScope {
	/** sha256 of the canonical request body */
	hash: string;
}

export interface Reply {
	status: number;
	/** the JSON envelope as sent */
	body: string;
}

export const otherBody = () => new DomainError('idempotency_key_reused');
export const inFlight = () => new DomainError('idempotency_in_progress');

interface Stored {
	user_id: number;
	route: string;
	key: string;
	request_hash: string;
	state: 'pending' | 'done';
	status: number | null;
	body: string | null;
}

const id = (s: KeyScope) => `${s.userId}\n${s.route}\n${s.key}`;
const columns = (list: readonly KeyScope[]) => [
	list.map((r) => r.userId),
	list.map((r) => r.route),
	list.map((r) => r.key),
];

/**
 * Claims each key for this transaction. Returns, per request, null when it is claimed (go ahead), the stored
 * reply of an earlier request with the same body, or the refusal to send: 422 for another body, 409 while pending.
 */
export async function claimKeys(
	tx: Queryable,
	requests: readonly KeyRequest[],
	now: Date,
): Promise<(Reply | DomainError | null)[]> {
	if (!requests.length) return [];
	const expired = new Date(now.getTime() - KEY_TTL_MS);
	const stale = new Date(now.getTime() - STALE_PENDING_MS);
	const claimed = await tx.query<{ user_id: number; route: string; key: string }>(
		`INSERT INTO idempotency_keys (user_id, route, key, request_hash, state, created_at)
		 SELECT u, r, k, h, 'pending', $5 FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS t(u, r, k, h)
		 ON CONFLICT (user_id, route, key) DO UPDATE
		 SET request_hash = EXCLUDED.request_hash, state = 'pending', status = NULL, body = NULL, created_at = EXCLUDED.created_at
		 WHERE idempotency_keys.created_at < $6 OR (idempotency_keys.state = 'pending' AND idempotency_keys.created_at < $7)
		 RETURNING user_id, route, key`,
		[...columns(requests), requests.map((r) => r.hash), now, expired, stale],
	);
	const mine = new Set(claimed.rows.map((r) => id({ userId: r.user_id, route: r.route, key: r.key })));
	const others = requests.filter((r) => !mine.has(id(r)));
	const earlier = new Map<string, Stored>();
	if (others.length) {
		const { rows } = await tx.query<Stored>(
			`SELECT k.user_id, k.route, k.key, k.request_hash, k.state, k.status, k.body
			 FROM idempotency_keys k JOIN unnest($1::bigint[], $2::text[], $3::text[]) AS t(u, r, q)
			 ON k.user_id = t.u AND k.route = t.r AND k.key = t.q`,
			columns(others),
		);
		for (const row of rows) earlier.set(id({ userId: row.user_id, route: row.route, key: row.key }), row);
	}
	return requests.map((r) => {
		if (mine.has(id(r))) return null;
		const row = earlier.get(id(r));
		if (row && row.request_hash !== r.hash) return otherBody();
		if (!row || row.state === 'pending') return inFlight();
		return { status: row.status ?? 200, body: row.body ?? 'null' };
	});
}

/** Stores the replies of claimed keys, in the transaction that claimed them. */
export async function storeReplies(tx: Queryable, replies: readonly (KeyScope & Reply)[]) {
	if (!replies.length) return;
	await tx.query(
		`UPDATE idempotency_keys AS k SET state = 'done', status = t.s, body = t.b
		 FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::text[]) AS t(u, r, q, s, b)
		 WHERE k.user_id = t.u AND k.route = t.r AND k.key = t.q`,
		[...columns(replies), replies.map((r) => r.status), replies.map((r) => r.body)],
	);
}

/** Lets go of claimed keys whose request failed, so a retry runs afresh. */
export async function releaseKeys(tx: Queryable, scopes: readonly KeyScope[]) {
	if (!scopes.length) return;
	await tx.query(
		`DELETE FROM idempotency_keys AS k USING unnest($1::bigint[], $2::text[], $3::text[]) AS t(u, r, q)
		 WHERE k.user_id = t.u AND k.route = t.r AND k.key = t.q AND k.state = 'pending'`,
		columns(scopes),
	);
}

export async function pruneIdempotencyKeys(db: Queryable, now: Date) {
	await db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [new Date(now.getTime() - KEY_TTL_MS)]);
}

export type StoredReply =
	| { state: 'none' }
	| { state: 'pending' }
	/** The key may have been used, but its reply is no longer kept: only the player's records can tell. */
	| { state: 'expired' }
	| { state: 'done'; status: number; body: string };

// a key this close to its 24 h may be gone before the answer arrives, or was claimed a little after the client made it:
const FORGETTING_MS = 10 * 60_000;

/**
 * What became of one key, for a client that sent it and could not read the answer: never another player's. `ageMs`
 * is how long ago the client made the key, by its own clock; past the time keys are kept, finding nothing proves
 * nothing, so the answer is `expired`, never `none` (which tells the client that sending again is safe).
 */
export async function readReply(db: Queryable, scope: KeyScope, now: Date, ageMs?: number): Promise<StoredReply> {
	const { rows } = await db.query<Pick<Stored, 'state' | 'status' | 'body'> & { created_at: Date }>(
		`SELECT state, status, body, created_at FROM idempotency_keys WHERE user_id = $1 AND route = $2 AND key = $3`,
		[scope.userId, scope.route, scope.key],
	);
	const row = rows[0];
	const forgotten = now.getTime() - KEY_TTL_MS;
	if (row && new Date(row.created_at).getTime() < forgotten) return { state: 'expired' };
	if (!row) return ageMs !== undefined && ageMs > KEY_TTL_MS - FORGETTING_MS ? { state: 'expired' } : { state: 'none' };
	if (row.state === 'pending') return { state: 'pending' };
	return { state: 'done', status: row.status ?? 200, body: row.body ?? 'null' };
}
