// Support's view of one player (orders, ledger, limits, devices, sign-ins) and what support may do:
// suspend (no sign-in, no session, so no bet), record a self-exclusion, reset the password.
import { randomBytes } from 'node:crypto';
import { amountFromCents as toAmount } from '../../../shared/money/amount.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { balanceOf } from '../ledger.ts';
import { listOrders } from '../racing/orders.ts';
import { settings } from '../safer/settings.ts';
import { revokeSession } from '../sessions.ts';
import { listSportOrders } from '../sports/orders.ts';
import { setPassword } from '../users.ts';
import { statement } from '../wallet/statement.ts';

interface UserRow {
	id: number;
	user_name: string;
	phone: string;
	created_at: Date;
	suspended_at: Date | null;
	suspended_reason: string | null;
}

/** By id, or by a name (any case) or `#12` as typed in the office. */
export async function findPlayer(q: Queryable, who: string | number): Promise<UserRow> {
	const text = typeof who === 'number' ? '' : who.trim();
	const id = typeof who === 'number' ? who : /^#\d{1,15}$/.test(text) ? Number(text.slice(1)) : null;
	const { rows } = await q.query<UserRow>(
		`SELECT id, user_name, phone, created_at, suspended_at, suspended_reason FROM users
		 WHERE (lower(user_name) = lower($1) OR id = $2) AND NOT crowd ORDER BY lower(user_name) = lower($1) DESC LIMIT 1`,
		[text, id],
	);
	if (!rows[0]) throw Object.assign(new DomainError('player_not_found'), { message: `no player named ${who}` });
	return rows[0];
}

const page = { page: 1, size: 20 };

export async function playerFile(deps: Deps, who: string) {
	const u = await findPlayer(deps.db, who);
	const sessions = await deps.db.query<{
		device_id: string;
		user_agent: string | null;
		created_at: Date;
		last_seen_at: Date;
		revoked_at: Date | null;
		revoke_reason: string | null;
	}>(
		`SELECT device_id, user_agent, created_at, last_seen_at, revoked_at, revoke_reason FROM sessions
		 WHERE user_id = $1 ORDER BY created_at DESC LIMIT 20`,
		[u.id],
	);
	return {
		player: {
			id: u.id,
			user_name: u.user_name,
			// the last digits only: support confirms a caller by them, never needs the whole number
			phone: `${u.phone.slice(0, 3)}****${u.phone.slice(-3)}`,
			created_at: u.created_at.toISOString(),
			suspended: u.suspended_at ? { at: u.suspended_at.toISOString(), reason: u.suspended_reason } : null,
			balance: toAmount(await balanceOf(deps.db, u.id)),
		},
		safer: await settings(deps.db, u.id, deps.clock.now()),
		race_orders: await listOrders(deps.db, u.id, page),
		sport_orders: await listSportOrders(deps.db, u.id, page),
		ledger: await statement(deps.db, u.id, deps.config.timeZone, page),
		// every sign-in is a session: where it came from, and whether it is still live
		sign_ins: sessions.rows.map((s) => ({
			device_id: s.device_id,
			user_agent: s.user_agent,
			at: s.created_at.toISOString(),
			last_seen_at: s.last_seen_at.toISOString(),
			ended: s.revoked_at ? { at: s.revoked_at.toISOString(), reason: s.revoke_reason } : null,
		})),
	};
}

/** Suspends (every session ends at once) or lifts a suspension. */
export async function setSuspended(deps: Deps, userId: number, suspended: boolean, reason: string) {
	const now = deps.clock.now();
	await deps.db.tx(async (tx) => {
		await tx.query('UPDATE users SET suspended_at = $2, suspended_reason = $3 WHERE id = $1', [
			userId,
			suspended ? now : null,
			suspended ? reason : null,
		]);
		if (!suspended) return;
		const live = await tx.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [
			userId,
		]);
		for (const s of live.rows) await revokeSession(tx, deps, s.id, 'suspended');
	});
	return { user_id: userId, suspended };
}

/** A new random password for the player to change; every session ends. Shown once, to the staff member. */
export async function resetPlayerPassword(deps: Deps, userId: number) {
	const temporary = randomBytes(9).toString('base64url');
	await setPassword(deps, userId, temporary, null);
	return { user_id: userId, temporary_password: temporary };
}
