// The checks money routes call. Each runs inside the route's own transaction and locks the player's
// safer row first, so two concurrent requests can never both slip under a limit.
import { joinTx, type Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/envelope.ts';
import { depositsSince, limitOf, readLimits, stakesSince, WINDOW_MS } from './limits.ts';
import { exclusionEnd, lockPlayer, readPlayer } from './player.ts';

const WORDS = { day: 'today', week: 'this week', month: 'this month' } as const;
const dollars = (cents: number) => `$${(Math.max(0, cents) / 100).toFixed(2)}`;

function refuseExcluded(end: string | null) {
	if (!end) return;
	const until = end === 'permanent' ? 'permanently' : `until ${end.slice(0, 16).replace('T', ' ')} UTC`;
	throw new HttpError(403, `You have excluded yourself from play ${until}`);
}

/** Betting, shop and chat: refused while the player is self-excluded. */
export async function guardExcluded(q: Queryable, userId: number, now: Date) {
	refuseExcluded(exclusionEnd(await readPlayer(q, userId), now));
}

/** What a bet is checked against: an exclusion's end, the per-bet maximum and what is left of the day limit. */
export interface BetAllowance {
	excludedEnd: string | null;
	perBet: number | null;
	/** cents the player may still stake in the rolling day; null without a day limit. */
	dayLeft: number | null;
}

/** Throws the refusal a bet of `stake` cents meets, if any: exclusion first, then the per-bet and day limits. */
export function checkBet(allowance: BetAllowance, stake: number) {
	refuseExcluded(allowance.excludedEnd);
	const { perBet, dayLeft } = allowance;
	if (perBet !== null && stake > perBet) {
		throw new HttpError(400, `Bet limit: the most you can stake on one bet is ${dollars(perBet)}`);
	}
	if (dayLeft !== null && stake > dayLeft) {
		throw new HttpError(400, `Bet limit reached: you can stake ${dollars(dayLeft)} more today`);
	}
}

/** Bets: exclusion, the per-bet maximum and the rolling 24 h stake limit; call before the debit. */
export async function guardBet(tx: Queryable, userId: number, stake: number, now: Date) {
	const excludedEnd = exclusionEnd(await lockPlayer(tx, userId, now), now);
	refuseExcluded(excludedEnd);
	const limits = await readLimits(tx, userId, now);
	const day = limitOf(limits, 'bet', 'day');
	const dayLeft = day === null ? null : day - (await stakesSince(tx, userId, new Date(now.getTime() - WINDOW_MS.day)));
	checkBet({ excludedEnd, perBet: limitOf(limits, 'bet', 'per_bet'), dayLeft }, stake);
}

/** Top-ups: exclusion and the day, week and month deposit limits (the tightest one speaks). */
export async function guardDepositTx(tx: Queryable, userId: number, cents: number, key: string, now: Date) {
	refuseExcluded(exclusionEnd(await lockPlayer(tx, userId, now), now));
	const limits = await readLimits(tx, userId, now);
	let worst: { left: number; period: keyof typeof WORDS } | null = null;
	for (const period of ['day', 'week', 'month'] as const) {
		const limit = limitOf(limits, 'deposit', period);
		if (limit === null) continue;
		const left = limit - (await depositsSince(tx, userId, new Date(now.getTime() - WINDOW_MS[period]), key));
		if (!worst || left < worst.left) worst = { left, period };
	}
	if (worst && cents > worst.left) {
		throw new HttpError(
			400,
			`Deposit limit reached: you can deposit ${dollars(worst.left)} more ${WORDS[worst.period]}`,
		);
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
