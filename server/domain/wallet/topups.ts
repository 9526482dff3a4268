// Top-up requests: a player asks, an operator approves (money enters through the ledger) or rejects.
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { houseAccount, playerAccount, post } from '../ledger.ts';
import { listRequests, lockPending, type RequestRow, requestView } from './requests.ts';

export interface TopupRow extends RequestRow {
	method: string;
}

export const topupView = (r: TopupRow) => ({ ...requestView(r), method: r.method });

const COLS = 'id, user_id, amount, method, status, reason, created_at, decided_at';

export async function requestTopup(deps: Deps, userId: number, cents: number, method: string, key: string) {
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
	return topupView(rows[0]!);
}

export const listTopups = (db: Queryable, userId: number | null, p: { page: number; size: number }, status?: string) =>
	listRequests<TopupRow>(db, 'topups', COLS, userId, p, status);

/** Pays the configured reward to the inviter, once, on the invitee's first approved top-up. */
async function rewardInviter(tx: Queryable, deps: Deps, inviteeId: number, now: Date) {
	if (deps.config.referralReward <= 0) return;
	const { rows } = await tx.query<{ invited_by: number }>(
		`UPDATE users SET referral_rewarded_at = $2
		 WHERE id = $1 AND invited_by IS NOT NULL AND referral_rewarded_at IS NULL RETURNING invited_by`,
		[inviteeId, now],
	);
	if (!rows[0]) return;
	const reward = deps.config.referralReward;
	const entries = [
		{ account: await houseAccount(tx, 'promotions'), amount: -reward },
		{ account: await playerAccount(tx, rows[0].invited_by), amount: reward },
	];
	await post(tx, { kind: 'referral', ref: `referral:${inviteeId}`, entries }, now);
}

export async function approveTopup(deps: Deps, id: number, operator: string) {
	return deps.db.tx(async (tx) => {
		const t = await lockPending<TopupRow>(tx, 'topups', COLS, id);
		const now = deps.clock.now();
		const entries = [
			{ account: await houseAccount(tx, 'cash'), amount: -t.amount },
			{ account: await playerAccount(tx, t.user_id), amount: t.amount },
		];
		await post(tx, { kind: 'topup', ref: `topup:${id}`, entries }, now);
		await tx.query(`UPDATE topups SET status = 'approved', decided_at = $2, decided_by = $3 WHERE id = $1`, [
			id,
			now,
			operator,
		]);
		await rewardInviter(tx, deps, t.user_id, now);
		return { ...topupView(t), status: 'approved' };
	});
}

export async function rejectTopup(deps: Deps, id: number, operator: string, reason: string) {
	return deps.db.tx(async (tx) => {
		const t = await lockPending<TopupRow>(tx, 'topups', COLS, id);
		await tx.query(
			`UPDATE topups SET status = 'rejected', reason = $4, decided_at = $2, decided_by = $3 WHERE id = $1`,
			[id, deps.clock.now(), operator, reason],
		);
		return { ...topupView(t), status: 'rejected', reason };
	});
}
