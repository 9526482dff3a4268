// Wrong passwords tried on the player's name lately, so they can see someone is guessing and act on it.
import type { Queryable } from '../../db/db.ts';
import { deviceName } from './device-name.ts';

const DAYS = 30;
const SHOWN = 20;

export async function failedSignIns(db: Queryable, userId: number, now: Date) {
	const since = new Date(now.getTime() - DAYS * 86_400_000);
	const { rows } = await db.query<{ at: Date; address: string; user_agent: string | null }>(
		`SELECT at, address, user_agent FROM signin_failed_attempts WHERE user_id = $1 AND at > $2
		 ORDER BY at DESC, id DESC LIMIT $3`,
		[userId, since, SHOWN],
	);
	return { list: rows.map((r) => ({ at: r.at.toISOString(), address: r.address, ...deviceName(r.user_agent) })) };
}
