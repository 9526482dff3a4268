// The racing calendar: the server's Today and the days around it that have racing. The server's zone is kept from
// the last visit, so a cold start asks for the right Today's meetings before the calendar itself has answered.
import { batch, type ReadonlySignal, signal } from '@preact/signals';
import { safeParse } from 'valibot';
import { calendarShape } from '../../api/shapes/races.ts';
import type { KeyValueStorage } from '../../lib/storage.ts';
import { dayIn } from '../../lib/zone-time.ts';
import type { RaceModel } from './races-model.ts';

export interface CalendarDay {
	day: string;
	has_racing: boolean;
}

export interface Calendar {
	today: string;
	time_zone: string;
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
	/** The device's date, for a first visit that has never heard the server's zone. */
	deviceToday(): string;
}) {
	const last = stored(deps.storage);
	const guess = (last && dayIn(deps.now(), last.time_zone)) ?? deps.deviceToday();
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
		today: today as ReadonlySignal<string>,
		days: days as ReadonlySignal<CalendarDay[] | null>,
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
