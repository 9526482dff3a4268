// The per-player safer-play row: exclusion, reality-check interval, and the lock guards take.
import type { Queryable } from '../../db/db.ts';

export interface PlayerRow {
	excluded_until: Date | null;
	excluded_permanent: boolean;
	reality_minutes: number;
}

/** Creates the row if missing and locks it for the rest of the caller's transaction. */
export async function lockPlayer(tx: Queryable, userId: number, now: Date): Promise<PlayerRow> {
	await tx.query('INSERT INTO safer_players (user_id, updated_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
		userId,
		now,
	]);
	const { rows } = await tx.query<PlayerRow>(
		'SELECT excluded_until, excluded_permanent, reality_minutes FROM safer_players WHERE user_id = $1 FOR UPDATE',
		[userId],
	);
	return rows[0]!;
}

export async function readPlayer(q: Queryable, userId: number): Promise<PlayerRow> {
	const { rows } = await q.query<PlayerRow>(
		'SELECT excluded_until, excluded_permanent, reality_minutes FROM safer_players WHERE user_id = $1',
		[userId],
	);
	return rows[0] ?? { excluded_until: null, excluded_permanent: false, reality_minutes: 0 };
}

/** ISO end of an active exclusion, 'permanent', or null. */
export function exclusionEnd(p: PlayerRow, now: Date): string | null {
	if (p.excluded_permanent) return 'permanent';
	return p.excluded_until && p.excluded_until > now ? p.excluded_until.toISOString() : null;
}
