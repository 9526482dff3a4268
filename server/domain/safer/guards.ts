// The checks money routes call. Each runs inside the route's own transaction and locks the player's
// safer row first, so two concurrent requests can never both slip under a limit.
import { joinTx, type Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { depositsSince, limitOf, readLimits, stakesSince, WINDOW_MS } from './limits.ts';
import { exclusionEnd, lockPlayer, readPlayer } from './player.ts';

const PERIODS = ['day', 'week', 'month'] as const;
// a limit lowered below what was already used leaves nothing, not a negative amount:
const left = (cents: number) => Math.max(0, cents);

function refuseExcluded(end: string | null) {
	if (!end) return;
	throw end === 'permanent'
		? new DomainError('self_excluded_permanently')
		: new DomainError('self_excluded_until', { until: end });
}

/**
 * Every money request, in its own transaction: refused once the player is suspended, even on a session checked
 * before the suspension landed. The player's row is locked for share, so a suspension in flight is waited for.
 */
async function guardAccount(tx: Queryable, userId: number) {
	const { rows } = await tx.query<{ suspended: boolean }>(
		'SELECT suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1 FOR SHARE',
		[userId],
	);
	if (rows[0]?.suspended) throw new DomainError('account_suspended');
}

/**
 * Withdrawals: refused while the player is suspended, never for a self-exclusion. The responsible-gambling rule
 * is that a player who has stepped away can always take their own balance out; this is the one place it is decided.
 */
export const guardWithdrawal = (tx: Queryable, userId: number) => guardAccount(tx, userId);

/** Betting, shop and chat: refused while the player is suspended or self-excluded. */
export async function guardExcluded(q: Queryable, userId: number, now: Date) {
	await guardAccount(q, userId);
	refuseExcluded(exclusionEnd(await readPlayer(q, userId), now));
}

/** What a bet is checked against: an exclusion's end, the per-bet maximum and what is left of the day limit. */
export interface BetAllowance {
	suspended: boolean;
	excludedEnd: string | null;
	perBet: number | null;
	/** cents the player may still stake in the rolling day; null without a day limit. */
	dayLeft: number | null;
}

/** Throws the refusal a bet of `stake` cents meets, if any: suspension, exclusion, then the per-bet and day limits. */
export function checkBet(allowance: BetAllowance, stake: number) {
	if (allowance.suspended) throw new DomainError('account_suspended');
	refuseExcluded(allowance.excludedEnd);
	const { perBet, dayLeft } = allowance;
	if (perBet !== null && stake > perBet) throw new DomainError('bet_limit_per_bet', { max: perBet });
	if (dayLeft !== null && stake > dayLeft) throw new DomainError('bet_limit_day', { left: left(dayLeft) });
}

/** Bets: exclusion, the per-bet maximum and the rolling 24 h stake limit; call before the debit. */
export async function guardBet(tx: Queryable, userId: number, stake: number, now: Date) {
	await guardAccount(tx, userId);
	const excludedEnd = exclusionEnd(await lockPlayer(tx, userId, now), now);
	const limits = await readLimits(tx, userId, now);
	const day = limitOf(limits, 'bet', 'day');
	const dayLeft = day === null ? null : day - (await stakesSince(tx, userId, new Date(now.getTime() - WINDOW_MS.day)));
	checkBet({ suspended: false, excludedEnd, perBet: limitOf(limits, 'bet', 'per_bet'), dayLeft }, stake);
}

/** Top-ups: exclusion and the day, week and month deposit limits (the tightest one speaks). */
async function guardDepositTx(tx: Queryable, userId: number, cents: number, key: string, now: Date) {
	await guardAccount(tx, userId);
	refuseExcluded(exclusionEnd(await lockPlayer(tx, userId, now), now));
	const limits = await readLimits(tx, userId, now);
	let worst: { left: number; period: (typeof PERIODS)[number] } | null = null;
	for (const period of PERIODS) {
		const limit = limitOf(limits, 'deposit', period);
		if (limit === null) continue;
		const left = limit - (await depositsSince(tx, userId, new Date(now.getTime() - WINDOW_MS[period]), key));
		if (!worst || left < worst.left) worst = { left, period };
	}
	if (worst && cents > worst.left) {
		throw new DomainError('deposit_limit', { left: left(worst.left), period: worst.period });
	}
}

/** Runs `fn` with the deps' db bound to one transaction, after the deposit guard has passed in it. */
export function guardDeposit<T>(deps: Deps, userId: number, cents: number, key: string, fn: (d: Deps) => Promise<T>) {
	return deps.db.tx(async (tx) => {
		await guardDepositTx(tx, userId, cents, key, deps.clock.now());
		return fn({ ...deps, db: joinTx(deps.db, tx) });
	});
}

/** The sign-in reply gains `self_excluded_until` while an exclusion runs. */
export async function withExclusion<T extends { user_id: number }>(deps: Deps, reply: T) {
	const end = exclusionEnd(await readPlayer(deps.db, reply.user_id), deps.clock.now());
	return end ? { ...reply, self_excluded_until: end } : reply;
}
