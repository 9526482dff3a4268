// The player's signed-in devices (sessions), and signing one out from another.
import type { Db } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { revokeSession } from '../sessions.ts';
import { record } from './audit.ts';
import { deviceName } from './device-name.ts';

interface SessionRow {
	id: string;
	device_id: string;
	created_at: Date;
	last_seen_at: Date;
	user_agent: string | null;
}

export async function devices(deps: Deps, userId: number, currentId: string) {
	const since = new Date(deps.clock.now().getTime() - deps.config.refreshTokenDays * 86_400_000);
	const { rows } = await deps.db.query<SessionRow>(
		`SELECT id, device_id, created_at, last_seen_at, user_agent FROM sessions
		 WHERE user_id = $1 AND revoked_at IS NULL AND last_seen_at > $2 ORDER BY last_seen_at DESC`,
		[userId, since],
	);
	return {
		list: rows.map((r) => ({
			session_id: r.id,
			device_id: r.device_id,
			// what the device is, for its name in the list: stable names, null where unknown
			...deviceName(r.user_agent),
			created_at: r.created_at.toISOString(),
			last_seen_at: r.last_seen_at.toISOString(),
			current: r.id === currentId,
		})),
	};
}

/** Ends the session: its refresh tokens are refused and its access tokens stop at once. */
export async function revokeDevice(deps: Deps, userId: number, sessionId: string, currentId: string) {
	const db: Db = deps.db;
	return db.tx(async (tx) => {
		const { rows } = await tx.query<{ device_id: string }>(
			'SELECT device_id FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL FOR UPDATE',
			[sessionId, userId],
		);
		if (!rows[0]) throw new DomainError('device_not_found');
		const now = deps.clock.now();
		await revokeSession(tx, deps, sessionId, 'signed out by the player');
		await record(tx, userId, { what: 'device signed out', old: rows[0].device_id, new: null, effectiveAt: now }, now);
		return { session_id: sessionId, current: sessionId === currentId };
	});
}
