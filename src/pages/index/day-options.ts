// The race days offered on the home page: yesterday's results, today, tomorrow and a few days ahead.
import { formatDay } from '../../lib/format.ts';

export interface DayOption {
	day: string;
	/** i18n key for the days that have a name, else null and the date itself is shown. */
	key: string | null;
}

const NAMED: Record<number, string> = { [-1]: 'race.yesterday', 0: 'race.today', 1: 'race.tomorrow' };

export function dayOptions(now: Date = new Date(), from = -1, to = 3): DayOption[] {
	const out: DayOption[] = [];
	for (let offset = from; offset <= to; offset++) {
		const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
		out.push({ day: formatDay(d), key: NAMED[offset] ?? null });
	}
	return out;
}
