// The racing calendar: which day is Today in the racing zone, and which days around it have meetings.
import type { Queryable } from '../../db/db.ts';
import { addDays, dayOf } from './time.ts';

/** Yesterday to three days ahead, as the app's day picker offers them. */
const CALENDAR_DAYS = [-1, 0, 1, 2, 3];

export async function racingCalendar(db: Queryable, now: Date, timeZone: string) {
	const today = dayOf(now, timeZone);
	const days = CALENDAR_DAYS.map((n) => addDays(today, n));
	const { rows } = await db.query<{ day: string }>('SELECT DISTINCT day FROM meetings WHERE day = ANY($1::text[])', [
		days,
	]);
	const racing = new Set(rows.map((r) => r.day));
	return { today, time_zone: timeZone, days: days.map((day) => ({ day, has_racing: racing.has(day) })) };
}
