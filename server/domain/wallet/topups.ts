// Top-up requests: a player asks; an operator (bank transfer) or the payment provider's webhook
// (card, e-wallet) approves, and only then money enters through the ledger; or it is rejected or fails.
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { houseAccount, playerAccount, post } from '../ledger.ts';
import { rewardInviter } from './referral-reward.ts';
import { listRequests, lockPending as lockRequest, type RequestRow, requestView } from './requests.ts';
import { topupReference } from './topup-reference.ts';

export interface TopupRow extends RequestRow {
	method: string;
	/** rejected (operator), declined, expired, unavailable (no checkout could be made) */
	reason_code: string | null;
	provider: string | null;
	checkout_id: string | null;
	checkout_url: string | null;
	checkout_expires_at: Date | null;
}

export const topupView = (r: TopupRow) => ({
	...requestView(r),
	method: r.method,
	reason_code: r.reason_code,
	reference: topupReference(r.id),
	// only while the player can still pay there:
	checkout:
		r.status === 'pending' && r.checkout_url
			? { url: r.checkout_url, expires_at: r.checkout_expires_at?.toISOString() ?? null }
			: null,
});

const COLS = `id, user_id, amount, method, status, reason, reason_code, created_at, decided_at,
	provider, checkout_id, checkout_url, checkout_expires_at`;

export async function requestTopup(deps: Deps, userId: number, cents: number, method: string, key: string) {
	return topupView(await insertTopup(deps, userId, cents, method, key));
}

/** The pending request for this key, made now or by an earlier try with the same key. */
export async function insertTopup(deps: Deps, userId: number, cents: number, method: string, key: string) {
	const { topupMin, topupMax } = deps.config.limits;
	if (cents < topupMin || cents > topupMax) {
		throw new DomainError('topup_amount_range', { min: topupMin, max: topupMax });
	}
	await deps.db.query(
		`INSERT INTO topups (user_id, amount, method, status, idem_key, created_at)
		 VALUES ($1, $2, $3, 'pending', $4, $5) ON CONFLICT (user_id, idem_key) DO NOTHING`,
		[userId, cents, method, key, deps.clock.now()],
	);
	const { rows } = await deps.db.query<TopupRow>(`SELECT ${COLS} FROM topups WHERE user_id = $1 AND idem_key = $2`, [
		userId,
		key,
	]);
	return rows[0]!;
}

/** The player's top-up made under this Idempotency-Key, if any. */
export async function findTopupByKey(db: Queryable, userId: number, key: string): Promise<TopupRow | null> {
	const { rows } = await db.query<TopupRow>(`SELECT ${COLS} FROM topups WHERE user_id = $1 AND idem_key = $2`, [
		userId,
		key,
	]);
	return rows[0] ?? null;
}

export async function findTopup(db: Queryable, id: number, userId: number | null = null) {
	const { rows } = await db.query<TopupRow>(
		`SELECT ${COLS} FROM topups WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2)`,
		[id, userId],
	);
	return rows[0] ?? null;
}

export const listTopups = (db: Queryable, userId: number | null, p: { page: number; size: number }, status?: string) =>
	listRequests<TopupRow>(db, 'topups', COLS, userId, p, status);

export async function lockTopup(tx: Queryable, id: number): Promise<TopupRow | null> {
	const { rows } = await tx.query<TopupRow>(`SELECT ${COLS} FROM topups WHERE id = $1 FOR UPDATE`, [id]);
	return rows[0] ?? null;
}

const lockPending = (tx: Queryable, id: number) => lockRequest<TopupRow>(tx, 'topups', COLS, id);

/** The one way money enters a wallet from outside: `t` must be locked and pending in `tx`. */
export async function creditTopup(tx: Queryable, deps: Deps, t: TopupRow, decidedBy: string, now: Date) {
	const entries = [
		{ account: await houseAccount(tx, 'cash'), amount: -t.amount },
		{ account: await playerAccount(tx, t.user_id), amount: t.amount },
	];
	await post(tx, { kind: 'topup', ref: `topup:${t.id}`, entries }, now);
	await tx.query(`UPDATE topups SET status = 'approved', decided_at = $2, decided_by = $3 WHERE id = $1`, [
		t.id,
		now,
		decidedBy,
	]);
	await rewardInviter(tx, deps, t.user_id, now);
	return { ...t, status: 'approved', decided_at: now };
}

/** Ends a pending top-up without money: `rejected` by an operator, `failed` when the payment did not happen. */
export async function closeTopup(
	tx: Queryable,
	t: TopupRow,
	outcome: { status: 'rejected' | 'failed'; code: string; reason: string; by: string },
	now: Date,
) {
	await tx.query(
		`UPDATE topups SET status = $2, reason_code = $3, reason = $4, decided_at = $5, decided_by = $6 WHERE id = $1`,
		[t.id, outcome.status, outcome.code, outcome.reason, now, outcome.by],
	);
	return { ...t, status: outcome.status, reason_code: outcome.code, reason: outcome.reason, decided_at: now };
}

export async function approveTopup(deps: Deps, id: number, operator: string) {
	return deps.db.tx(async (tx) =>
		topupView(await creditTopup(tx, deps, await lockPending(tx, id), operator, deps.clock.now())),
	);
}

export async function rejectTopup(deps: Deps, id: number, operator: string, reason: string) {
	return deps.db.tx(async (tx) => {
		const t = await lockPending(tx, id);
		const outcome = { status: 'rejected', code: 'rejected', reason, by: operator } as const;
		return topupView(await closeTopup(tx, t, outcome, deps.clock.now()));
	});
}
