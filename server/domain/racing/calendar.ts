// The racing calendar: which day is Today in the racing zone, and which days around it have meetings.
import type { Queryable } from '../../db/db.ts';
import { addDays, dayOf, zoneAt } from './time.ts';

/** Yesterday to three days ahead, as the app's day picker offers them. */
const CALENDAR_DAYS = [-1, 0, 1, 2, 3];

export async function racingCalendar(db: Queryable, now: Date, timeZone: string) {
	const today = dayOf(now, timeZone);
	const days = CALENDAR_DAYS.map((n) => addDays(today, n));
	const { rows } = await db.query<{ day: string }>('SELECT DISTINCT day FROM meetings WHERE day = ANY($1::text[])', [
		days,
	]);
	const racing = new Set(rows.map((r) => r.day));
	return {
		today,
		time_zone: timeZone,
		// the zone's offset now: a phone that keeps it works out Today on its next cold start with no Intl formatter,
		// whose first use on a page loads the browser's zone data, a long task before the first paint on a budget phone
		utc_offset: zoneAt(now, timeZone).utc_offset,
		days: days.map((day) => ({ day, has_racing: racing.has(day) })),
	};
}
