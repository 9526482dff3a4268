// The player's signed-in devices (sessions grouped by device), and signing one out from another.
import type { Db } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { revokeSession } from '../sessions.ts';
import { record } from './audit.ts';
import { deviceName } from './device-name.ts';

interface DeviceRow {
	id: string;
	device_id: string;
	first_at: Date;
	last_at: Date;
	sessions: number;
	user_agent: string | null;
}

// a player's live sessions, one entry per device: its newest session names it and signs it out
const LIVE = 'FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND last_seen_at > $2';
const GROUPED = `WITH live AS (SELECT id, device_id, created_at, last_seen_at, user_agent ${LIVE}),
	g AS (SELECT device_id, min(created_at) AS first_at, max(last_seen_at) AS last_at, count(*)::int AS sessions
		FROM live GROUP BY device_id)
	SELECT l.id, g.device_id, g.first_at, g.last_at, g.sessions, l.user_agent FROM g
	CROSS JOIN LATERAL (SELECT id, user_agent FROM live WHERE live.device_id = g.device_id
		ORDER BY last_seen_at DESC, id LIMIT 1) l
	ORDER BY g.last_at DESC, g.device_id`;

/** The player's signed-in devices, a page at a time, last seen first. */
export async function devices(deps: Deps, userId: number, currentId: string, page: { page: number; size: number }) {
	const since = new Date(deps.clock.now().getTime() - deps.config.refreshTokenDays * 86_400_000);
	const here = await deps.db.query<{ device_id: string }>('SELECT device_id FROM sessions WHERE id = $1', [currentId]);
	const count = `SELECT count(DISTINCT device_id)::int AS n ${LIVE}`;
	return queryPage(deps.db, GROUPED, count, [userId, since], page, (r: DeviceRow) => ({
		session_id: r.id,
		device_id: r.device_id,
		// what the device is, for its name in the list: stable names, null where unknown
		...deviceName(r.user_agent),
		created_at: r.first_at.toISOString(),
		last_seen_at: r.last_at.toISOString(),
		current: r.device_id === here.rows[0]?.device_id,
		sessions: r.sessions,
	}));
}

/** Ends every session of the device this session is on: refresh tokens are refused, access tokens stop at once. */
export async function revokeDevice(deps: Deps, userId: number, sessionId: string, currentId: string) {
	const db: Db = deps.db;
	return db.tx(async (tx) => {
		const { rows } = await tx.query<{ device_id: string }>(
			'SELECT device_id FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL FOR UPDATE',
			[sessionId, userId],
		);
		if (!rows[0]) throw new DomainError('device_not_found');
		const now = deps.clock.now();
		const all = await tx.query<{ id: string }>(
			'SELECT id FROM sessions WHERE user_id = $1 AND device_id = $2 AND revoked_at IS NULL ORDER BY id FOR UPDATE',
			[userId, rows[0].device_id],
		);
		for (const s of all.rows) await revokeSession(tx, deps, s.id, 'signed out by the player');
		await record(tx, userId, { what: 'device signed out', old: rows[0].device_id, new: null, effectiveAt: now }, now);
		return { session_id: sessionId, current: all.rows.some((s) => s.id === currentId) };
	});
}
