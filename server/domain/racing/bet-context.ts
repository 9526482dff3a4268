// What a batch of bets reads before it writes, a statement per kind of thing rather than per bet:
// the races (locked for share), then each player's suspension, safer-play row and wallet (locked).
import type { Queryable } from '../../db/db.ts';
import type { LockedBalances } from '../ledger-batch.ts';
import type { BetAllowance } from '../safer/guards.ts';
import { applyDueLimits, stakesSinceMany, WINDOW_MS } from '../safer/limits.ts';
import { exclusionEnd } from '../safer/player.ts';
import type { RaceInfo } from './bet-plan.ts';

/** The races and their fields; FOR SHARE, so closing a race waits for the batch (its orders land in its pools). */
export async function loadRaces(tx: Queryable, ids: readonly number[]): Promise<Map<number, RaceInfo>> {
	if (!ids.length) return new Map();
	const { rows } = await tx.query<RaceInfo>(
		`SELECT r.id, r.meeting_id, r.status, r.start_time, r.race_no, m.venue, m.venue_zh, m.code, m.day,
			coalesce((SELECT array_agg(h.horse_id ORDER BY h.horse_id) FROM runners h WHERE h.race_id = r.id), '{}') AS runners,
			coalesce((SELECT array_agg(h.horse_id) FROM runners h WHERE h.race_id = r.id AND h.scratched), '{}') AS scratched,
			coalesce((SELECT json_agg(json_build_object('horse_id', h.horse_id, 'name', h.name, 'name_zh', h.name_zh,
				'scratched', h.scratched)) FROM runners h WHERE h.race_id = r.id), '[]') AS names
		 FROM races r JOIN meetings m ON m.id = r.meeting_id
		 WHERE r.id = ANY($1::bigint[]) ORDER BY r.id FOR SHARE OF r`,
		[[...new Set(ids)]],
	);
	return new Map(rows.map((r) => [r.id, r]));
}

export const keyOf = (b: { userId: number; key: string }) => `${b.userId}\n${b.key}`;

/** Orders already made under these keys, e.g. by a retry whose stored reply was pruned after 24 h. */
export async function ordersUnderKeys(tx: Queryable, bets: readonly { userId: number; key: string }[]) {
	const { rows } = await tx.query<{ id: number; user_id: number; idem_key: string }>(
		`SELECT o.id, o.user_id, o.idem_key FROM race_orders o
		 JOIN unnest($1::bigint[], $2::text[]) AS k(u, q) ON o.user_id = k.u AND o.idem_key = k.q`,
		[bets.map((b) => b.userId), bets.map((b) => b.key)],
	);
	return new Map(rows.map((r) => [keyOf({ userId: r.user_id, key: r.idem_key }), { userId: r.user_id, id: r.id }]));
}

interface LimitJson {
	period: string;
	amount: number | null;
	pending_amount: number | null;
	pending_at: string | null;
}

interface SaferRow {
	user_id: number;
	excluded_until: Date | null;
	excluded_permanent: boolean;
	reality_minutes: number;
	limits: LimitJson[];
}

export interface Bettor {
	allowance: BetAllowance;
	/** the wallet account, or null when the player has never had money */
	wallet: number | null;
}

/**
 * Locks each player's safer-play row, then wallet, in id order (the order every money route takes them),
 * and reads what their bets are checked against. Balances go into `balances`, keyed by account.
 */
export async function lockBettors(
	tx: Queryable,
	userIds: readonly number[],
	now: Date,
	balances: LockedBalances,
): Promise<Map<number, Bettor>> {
	const ids = [...new Set(userIds)].sort((a, b) => a - b);
	// the players first, for share: a suspension that landed after a request's session was checked still bites
	const players = await tx.query<{ id: number }>(
		'SELECT id FROM users WHERE id = ANY($1::bigint[]) AND suspended_at IS NOT NULL ORDER BY id FOR SHARE',
		[ids],
	);
	const suspended = new Set(players.rows.map((r) => Number(r.id)));
	// a player without a safer-play row has no exclusion and no limit: there is nothing to lock for them
	const safer = await tx.query<SaferRow>(
		`SELECT p.user_id, p.excluded_until, p.excluded_permanent, p.reality_minutes,
			coalesce((SELECT json_agg(json_build_object('period', l.period, 'amount', l.amount,
				'pending_amount', l.pending_amount, 'pending_at', l.pending_at))
				FROM safer_limits l WHERE l.user_id = p.user_id AND l.kind = 'bet'), '[]') AS limits
		 FROM safer_players p WHERE p.user_id = ANY($1::bigint[]) ORDER BY p.user_id FOR UPDATE OF p`,
		[ids],
	);
	const due = (l: LimitJson) => l.pending_at !== null && new Date(l.pending_at) <= now;
	const limit = (r: SaferRow | undefined, period: string) => {
		const l = r?.limits.find((x) => x.period === period);
		if (!l) return null;
		return due(l) ? l.pending_amount : l.amount;
	};
	const rows = new Map(safer.rows.map((r) => [r.user_id, r]));
	const dueUsers = safer.rows.filter((r) => r.limits.some(due)).map((r) => r.user_id);
	if (dueUsers.length) await applyDueLimits(tx, dueUsers, now);
	const withDayLimit = ids.filter((id) => limit(rows.get(id), 'day') !== null);
	const staked = withDayLimit.length
		? await stakesSinceMany(tx, withDayLimit, new Date(now.getTime() - WINDOW_MS.day))
		: new Map<number, number>();
	const wallets = await tx.query<{ id: number; user_id: number; balance: number }>(
		`SELECT id, user_id, balance FROM accounts WHERE code = ANY($1::text[]) ORDER BY id FOR UPDATE`,
		[ids.map((id) => `wallet:${id}`)],
	);
	const walletOf = new Map(wallets.rows.map((w) => [w.user_id, w.id]));
	for (const w of wallets.rows) balances.set(w.id, w.balance);
	const out = new Map<number, Bettor>();
	for (const id of ids) {
		const row = rows.get(id);
		const day = limit(row, 'day');
		out.set(id, {
			allowance: {
				suspended: suspended.has(id),
				excludedEnd: row ? exclusionEnd(row, now) : null,
				perBet: limit(row, 'per_bet'),
				dayLeft: day === null ? null : day - (staked.get(id) ?? 0),
			},
			wallet: walletOf.get(id) ?? null,
		});
	}
	return out;
}
