// Danmu: short public comments on a stream. Text is stored and returned exactly as typed (after
// trimming): it is never HTML, and the app renders it as text. New items are announced on the
// `danmu` channel with a small JSON payload; listeners load the row themselves.
import type { Db, Queryable } from '../../db/db.ts';
import { notify } from '../../db/notify.ts';
import type { Clock } from '../../deps.ts';
import { hit } from '../rate-limit.ts';
import { guardExcluded } from '../safer/guards.ts';

export const DANMU_MAX = 60;
/** Per player: at most this many danmu per window. */
const DANMU_RATE = { limit: 5, windowSeconds: 10 };
export const CHANNEL = 'danmu';

export interface DanmuRow {
	id: number;
	stream_id: string;
	text: string;
	color: string;
	created_at: Date;
}

/** `time` is the ISO time it was posted: a live stream has no fixed timeline to pin it to. */
const danmuView = (r: DanmuRow) => ({
	id: r.id,
	stream_id: r.stream_id,
	text: r.text,
	color: r.color,
	time: r.created_at.toISOString(),
});
export type Danmu = ReturnType<typeof danmuView>;

const COLS = 'id, stream_id, text, color, created_at';

export async function postDanmu(
	db: Db,
	clock: Clock,
	userId: number | null,
	item: { stream_id: string; text: string; color: string },
) {
	if (userId !== null) await guardExcluded(db, userId, clock.now());
	if (userId !== null) await hit(db, clock, [`danmu:${userId}`], DANMU_RATE.limit, DANMU_RATE.windowSeconds);
	const { rows } = await db.query<DanmuRow>(
		`INSERT INTO danmu (stream_id, user_id, text, color, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLS}`,
		[item.stream_id, userId, item.text, item.color.toUpperCase(), clock.now()],
	);
	const row = rows[0]!;
	await notify(db, CHANNEL, JSON.stringify({ id: row.id, stream_id: row.stream_id }));
	return danmuView(row);
}

/** After `since` (an id): everything newer, oldest first; without it the latest `limit`. */
export async function recentDanmu(db: Queryable, streamId: string, since: number | undefined, limit = 100) {
	const { rows } =
		since === undefined
			? await db.query<DanmuRow>(
					`SELECT * FROM (SELECT ${COLS} FROM danmu WHERE stream_id = $1 ORDER BY id DESC LIMIT $2) d ORDER BY id`,
					[streamId, limit],
				)
			: await db.query<DanmuRow>(`SELECT ${COLS} FROM danmu WHERE stream_id = $1 AND id > $2 ORDER BY id LIMIT $3`, [
					streamId,
					since,
					limit,
				]);
	return rows.map(danmuView);
}

export async function danmuById(db: Queryable, id: number) {
	const { rows } = await db.query<DanmuRow>(`SELECT ${COLS} FROM danmu WHERE id = $1`, [id]);
	return rows[0] ? danmuView(rows[0]) : null;
}
