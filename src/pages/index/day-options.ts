// The race days the home page offers: the server's calendar days that have racing, named relative to its Today.
import { addDays, daysBetween } from '../../lib/zone-time.ts';
import type { CalendarDay } from '../../state/races/race-days-model.ts';

export interface DayOption {
	day: string;
	/** i18n key for the days that have a name, else null and the date itself is shown. */
	key: string | null;
}

const NAMED: Record<number, string> = { [-1]: 'race.yesterday', 0: 'race.today', 1: 'race.tomorrow' };

/** Until the calendar is known (a first visit offline), yesterday to three days ahead of the assumed Today. */
export function dayOptions(today: string, days: readonly CalendarDay[] | null): DayOption[] {
	const list = days
		? days.filter((d) => d.has_racing).map((d) => d.day)
		: [-1, 0, 1, 2, 3].map((n) => addDays(today, n));
	return list.map((day) => ({ day, key: NAMED[daysBetween(today, day)] ?? null }));
}
