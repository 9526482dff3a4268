// Deposit and bet limits set by the player. Lowering (or a first limit) applies at once; raising or
// removing waits out a cooling-off period, stored as a pending change applied when next read.
import type { Queryable } from '../../db/db.ts';
import { DomainError } from '../errors.ts';
import { record } from './audit.ts';
import { lockPlayer } from './player.ts';

export const COOLING_OFF_MS = 7 * 86_400_000;
export type LimitKind = 'deposit' | 'bet';
export type Period = 'day' | 'week' | 'month' | 'per_bet';
export const PERIODS: Record<LimitKind, Period[]> = { deposit: ['day', 'week', 'month'], bet: ['day', 'per_bet'] };
/** Rolling windows: a limit counts what was asked for in the last 24 h, 7 days or 30 days. */
export const WINDOW_MS: Record<Exclude<Period, 'per_bet'>, number> = {
	day: 86_400_000,
	week: 7 * 86_400_000,
	month: 30 * 86_400_000,
};

export interface LimitRow {
	kind: LimitKind;
	period: Period;
	amount: number | null;
	pending_amount: number | null;
	pending_at: Date | null;
}

/** Makes pending changes whose cooling-off has passed the players' limits. */
export async function applyDueLimits(q: Queryable, userIds: readonly number[], now: Date) {
	await q.query(
		`UPDATE safer_limits SET amount = pending_amount, pending_amount = NULL, pending_at = NULL, updated_at = pending_at
		 WHERE user_id = ANY($1::bigint[]) AND pending_at <= $2`,
		[userIds, now],
	);
}

/** Applies pending changes whose cooling-off has passed, then returns the player's limits. */
export async function readLimits(q: Queryable, userId: number, now: Date): Promise<LimitRow[]> {
	await applyDueLimits(q, [userId], now);
	const { rows } = await q.query<LimitRow>(
		'SELECT kind, period, amount, pending_amount, pending_at FROM safer_limits WHERE user_id = $1',
		[userId],
	);
	return rows;
}

export const limitOf = (rows: LimitRow[], kind: LimitKind, period: Period) =>
	rows.find((r) => r.kind === kind && r.period === period)?.amount ?? null;

const shown = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

/** Sets one limit (cents, or null to remove) inside the caller's transaction. */
export async function setLimit(
	tx: Queryable,
	userId: number,
	kind: LimitKind,
	period: Period,
	cents: number | null,
	now: Date,
) {
	if (!PERIODS[kind].includes(period)) {
		throw new DomainError('limit_period_invalid', { kind, options: PERIODS[kind].join(', ') });
	}
	await lockPlayer(tx, userId, now);
	const row = (await readLimits(tx, userId, now)).find((r) => r.kind === kind && r.period === period);
	const current = row?.amount ?? null;
	const lower = cents !== null && (current === null || cents <= current);
	// asking again for the raise already waiting must not restart its cooling-off:
	if (!lower && row?.pending_at && row.pending_amount === cents) return;
	const effectiveAt = lower ? now : new Date(now.getTime() + COOLING_OFF_MS);
	if (cents === current) {
		// same as now: any pending raise is dropped, nothing else changes
		await tx.query(
			'UPDATE safer_limits SET pending_amount = NULL, pending_at = NULL WHERE user_id = $1 AND kind = $2 AND period = $3',
			[userId, kind, period],
		);
	} else {
		await tx.query(
			`INSERT INTO safer_limits (user_id, kind, period, amount, pending_amount, pending_at, updated_at)
			 VALUES ($1, $2, $3, $4, $5, $6, $7)
			 ON CONFLICT (user_id, kind, period) DO UPDATE
			 SET amount = EXCLUDED.amount, pending_amount = EXCLUDED.pending_amount, pending_at = EXCLUDED.pending_at,
			     updated_at = EXCLUDED.updated_at`,
			[userId, kind, period, lower ? cents : current, lower ? null : cents, lower ? null : effectiveAt, now],
		);
	}
	const what = `${kind} limit ${period.replace('_', ' ')}`;
	await record(tx, userId, { what, old: shown(current), new: shown(cents), effectiveAt }, now);
}

/** Cents asked for in a rolling window: top-ups pending or approved (a queue of requests counts). */
export async function depositsSince(q: Queryable, userId: number, since: Date, exceptKey: string | null = null) {
	const { rows } = await q.query<{ n: number }>(
		`SELECT coalesce(sum(amount), 0)::bigint AS n FROM topups
		 WHERE user_id = $1 AND status IN ('pending', 'approved') AND created_at > $2 AND idem_key IS DISTINCT FROM $3`,
		[userId, since, exceptKey],
	);
	return rows[0]!.n;
}

/** Cents staked on race and sport orders in a rolling window, whatever became of them, per player. */
export async function stakesSinceMany(q: Queryable, userIds: readonly number[], since: Date) {
	const { rows } = await q.query<{ user_id: number; n: string }>(
		`SELECT u.id AS user_id,
			(SELECT coalesce(sum(total_stake), 0) FROM race_orders WHERE user_id = u.id AND created_at > $2)
			+ (SELECT coalesce(sum(stake), 0) FROM sport_orders WHERE user_id = u.id AND created_at > $2) AS n
		 FROM unnest($1::bigint[]) AS u(id)`,
		[userIds, since],
	);
	return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

export async function stakesSince(q: Queryable, userId: number, since: Date) {
	return (await stakesSinceMany(q, [userId], since)).get(userId) ?? 0;
}
