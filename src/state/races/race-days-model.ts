// The racing calendar: the server's Today and the days around it that have racing. The last calendar is kept, so a
// cold start asks for the right Today's meetings before the calendar itself has answered: Today is worked out from the
// zone's offset it carried, with no Intl formatter (the first on a page loads the browser's zone data, a long task
// before the first paint on a budget phone). An offset kept across a change of summer time can be an hour out near
// midnight; the calendar's answer then moves the player to the server's Today, as it does a first visit's guess.
import { batch, signal } from '@preact/signals';
import { safeParse } from 'valibot';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { calendarShape } from '../../api/shapes/races.ts';
import type { KeyValueStorage } from '../../lib/storage.ts';
import type { RaceModel } from './races-model.ts';

export interface CalendarDay {
	day: string;
	has_racing: boolean;
}

export interface Calendar {
	today: string;
	time_zone: string;
	/** The zone's offset from UTC in minutes when the server answered; a copy kept by an older version has none. */
	utc_offset?: number;
	days: CalendarDay[];
}

export const CALENDAR_KEY = 'race-calendar';

function stored(storage: KeyValueStorage): Calendar | null {
	try {
		// a copy an older version or another hand wrote is checked as a reply would be:
		const c = safeParse(calendarShape, JSON.parse(storage.get(CALENDAR_KEY) ?? 'null'));
		return c.success ? (c.output as unknown as Calendar) : null;
	} catch {
		return null;
	}
}

export function createRaceDays(deps: {
	calendar(force: boolean): Promise<Calendar | null>;
	storage: KeyValueStorage;
	now(): Date;
	/** The device's date, for a first visit (or a kept calendar from before the offset was sent). */
	deviceToday(): string;
}) {
	const last = stored(deps.storage);
	const offset = last?.utc_offset;
	// zones run from UTC-12 to UTC+14; anything else is not an offset this guess should follow (index.html's inline
	// script, scripts/build/first-data.ts, makes the same guess for its early request):
	const guess =
		typeof offset === 'number' && Math.abs(offset) <= 900
			? new Date(deps.now().getTime() + offset * 60_000).toISOString().slice(0, 10)
			: deps.deviceToday();
	const today = signal(guess);
	// the days are the last visit's only while its Today is still today:
	const days = signal<CalendarDay[] | null>(last?.today === guess ? last.days : null);
	// one ask at a time: the prefetch and the page's first render share it:
	let pending: Promise<string> | null = null;

	async function ask(force: boolean): Promise<string> {
		const before = today.peek();
		const c = await deps.calendar(force);
		if (!c) return before;
		batch(() => {
			today.value = c.today;
			days.value = c.days;
		});
		deps.storage.set(CALENDAR_KEY, JSON.stringify(c));
		return before;
	}

	return {
		...readOnly({ today, days }),
		/** Asks the server; resolves to the Today that was assumed before, so a caller can follow a change. */
		load(force = false): Promise<string> {
			if (pending && !force) return pending;
			const mine = ask(force).finally(() => {
				if (pending === mine) pending = null;
			});
			pending = mine;
			return mine;
		},
	};
}

export type RaceDays = ReturnType<typeof createRaceDays>;

/** Loads the calendar; a player still on the Today first assumed follows the server's Today and its meetings. */
export async function loadCalendar(days: RaceDays, races: Pick<RaceModel, 'date' | 'selectDate'>, force = false) {
	const before = await days.load(force);
	const now = days.today.peek();
	if (now !== before && races.date.peek() === before) await races.selectDate(now);
}
