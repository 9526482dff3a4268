// The race day model: chosen date and event type, the open races and the day's meetings, and the page's flags.

import { batch, computed, effect, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { DEFAULT_EVENT_TYPE } from '../../../shared/racing/event-types.ts';
import type { CacheOptions, Listing } from '../../api/races.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';

export type RaceStatus = 'open' | 'closed' | 'resulted' | 'abandoned';

/** One race as GET /events/races and the day table's meetings carry it. */
export interface RaceSummary {
	race_id: number;
	event_id?: number;
	code?: string;
	meetings?: string;
	raceNo: number;
	start_time: string;
	status: RaceStatus;
	day?: string;
	event_type?: string;
	distance?: number;
	runners?: number;
	/** The venue's zone. */
	time_zone?: string | null;
	/** A resulted race's first three home, in the day table. */
	placings?: { horse_id: number; name: string }[];
}

export interface Meeting {
	event_id: number;
	code: string;
	meetings: string;
	venue: string;
	event_type: string;
	day: string;
	time_zone?: string | null;
	/** The venue's clock at the first race, from the server: minutes east of UTC, and the zone's short name. */
	utc_offset?: number;
	zone_name?: string;
	races: RaceSummary[];
}

export interface RaceSource {
	races<T>(options?: CacheOptions): Promise<Listing<T> | null>;
	dayTable<T>(day: string, eventType: string, options?: CacheOptions): Promise<Listing<T> | null>;
}

/** A meeting's next races still to be resulted (open or closed), in race order: what the home page lists first. */
export const upcomingRaces = (list: readonly RaceSummary[], count: number) =>
	list.filter((r) => r.status === 'open' || r.status === 'closed').slice(0, count);

/** Races past their start take no bets, whatever an older copy (the offline cache) says: shown closed. */
export const closeStarted = <T extends RaceSummary>(list: T[], now: number): T[] =>
	list.map((r) => (r.status === 'open' && Date.parse(r.start_time) <= now ? { ...r, status: 'closed' } : r));

interface Marks {
	stale: boolean;
	age: number;
}
const NO_MARKS: Marks = { stale: false, age: 0 };

type Timer = Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>;

export function createRaces({
	api,
	today,
	logger,
	clock = systemClock,
}: {
	api: RaceSource;
	today: () => string;
	logger: Logger;
	clock?: Timer;
}) {
	const date = signal(today());
	const raceType = signal<string>(DEFAULT_EVENT_TYPE);
	const races = signal<RaceSummary[]>([]);
	const meetings = signal<Meeting[]>([]);
	const racesLoading = signal(false);
	const meetingsLoading = signal(false);
	// the last meetings fetch came back empty-handed with nothing to show:
	const meetingsFailed = signal(false);
	const marks = signal<Marks>(NO_MARKS);
	const showBetForm = signal(false);
	const showLiveVideo = signal(false);
	// the race a player tapped 'Bet' on, for the bet form to take as its first leg:
	const picked = signal<RaceSummary | null>(null);
	// the race whose row shows the form, right under its 'Bet' button; null: the form shows at the top:
	const formRow = signal<number | null>(null);
	let meetingsSeq = 0;
	// moves on as each open race reaches its start, so the lists close it then, online or not:
	const tick = signal(0);
	// read through tick, so the lists are worked out again each time it moves:
	const now = () => tick.value * 0 + clock.now();
	const shownRaces = computed(() => closeStarted(races.value, now()));
	const shownMeetings = computed(() => meetings.value.map((m) => ({ ...m, races: closeStarted(m.races, now()) })));
	effect(() => {
		const at = clock.now();
		// the soonest start still ahead, within a day:
		const next = Math.min(
			...[...shownRaces.value, ...shownMeetings.value.flatMap((m) => m.races)]
				.filter((r) => r.status === 'open')
				.map((r) => Date.parse(r.start_time) - at),
		);
		if (next > 0 && next < 86_400_000) {
			const id = clock.setTimeout(() => tick.value++, next);
			return () => clock.clearTimeout(id);
		}
	});

	async function loadRaces(force = false) {
		racesLoading.value = true;
		const reply = await api.races<RaceSummary>({ force });
		batch(() => {
			racesLoading.value = false;
			// a failure was logged by the fetcher; the list stays as it was:
			if (reply) races.value = reply.list;
		});
	}

	// the list being fetched, so a second ask for the same one (the first render after a prefetch) joins it:
	let pending: { key: string; done: Promise<void> } | null = null;

	function loadMeetings(force = false): Promise<void> {
		const key = `${date.peek()}|${raceType.peek()}`;
		if (!force && pending?.key === key) return pending.done;
		const done = fetchMeetings(force).finally(() => {
			if (pending?.done === done) pending = null;
		});
		pending = { key, done };
		return done;
	}

	async function fetchMeetings(force: boolean) {
		const seq = ++meetingsSeq;
		const [day, type] = [date.peek(), raceType.peek()];
		meetingsLoading.value = true;
		const reply = await api.dayTable<Meeting>(day, type, { force });
		// an answer for a date or type the player has already left is dropped:
		if (seq !== meetingsSeq) return;
		batch(() => {
			meetingsLoading.value = false;
			meetingsFailed.value = !reply;
			if (!reply) return logger.warn('meetings left unchanged');
			meetings.value = reply.list;
			marks.value = { stale: reply.stale, age: reply.age };
		});
	}

	// a new day or event type empties the list at once and asks for its own:
	function choose(which: typeof date, value: string) {
		if (value === which.peek()) return;
		batch(() => {
			which.value = value;
			meetings.value = [];
			formRow.value = null;
		});
		return loadMeetings();
	}

	return {
		...readOnly({ date, raceType, racesLoading, meetingsLoading, meetingsFailed }),
		races: shownRaces,
		meetings: shownMeetings,
		stale: computed(() => marks.value.stale),
		age: computed(() => marks.value.age),
		...readOnly({ showBetForm, showLiveVideo, picked, formRow }),
		/** Open races still taking bets, soonest first: the bet form's race choices. */
		openRaces: computed(() => shownRaces.value.filter((r) => r.status === 'open')),
		loadRaces,
		loadMeetings,
		selectDate: (day: string) => choose(date, day),
		selectRaceType: (type: string) => choose(raceType, type),
		/** Pull-to-refresh: both lists straight from the server. */
		refresh: () => Promise.all([loadRaces(true), loadMeetings(true)]),
		/** Opens the bet form with this race as its first leg, in the race's own row. */
		pickRace(race: RaceSummary) {
			batch(() => {
				picked.value = race;
				formRow.value = race.race_id;
				showBetForm.value = true;
			});
		},
		/** Shows or hides the form at the top of the page. */
		setShowBetForm(show: boolean) {
			batch(() => {
				showBetForm.value = show;
				formRow.value = null;
			});
		},
		setShowLiveVideo(show: boolean) {
			showLiveVideo.value = show;
		},
	};
}

export type RaceModel = ReturnType<typeof createRaces>;
