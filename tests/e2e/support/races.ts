// The racing data browser tests set up against: races and runners as the API sends them, today's open races and the
// first one with prices to tap.
import type { Page } from 'playwright-core';
import { apiGet } from './suite.ts';

/** A runner on a race card (GET /events/race). */
export interface Runner {
	horse_id: number;
	name: string;
	scratched: boolean;
	win_price: number | null;
	place_price?: number | null;
	/** The fixed odds an unpriced runner shows. */
	odds?: number;
}

/** An open race (GET /events/races). */
export interface Race {
	race_id: number;
	event_id: number;
	day: string;
	meetings: string;
	raceNo: number;
	start_time: string;
	event_type: string;
	status: string;
}

/** Milliseconds from now to a race's start. */
export const toStart = (race: Pick<Race, 'start_time'>) => Date.parse(race.start_time) - Date.now();

export const openRaces = async (page: Page, origin: string) =>
	(await apiGet<{ list: Race[] }>(page, origin, '/events/races')).list;

/** The open races of the server's Today, each at least `lead` ms from its start. */
export async function todaysRaces(page: Page, origin: string, lead = 0) {
	const { today } = await apiGet<{ today: string }>(page, origin, '/events/calendar');
	return (await openRaces(page, origin)).filter((r) => r.day === today && toStart(r) > lead);
}

const raceRunners = async (page: Page, origin: string, raceId: number) =>
	(await apiGet<{ runners: Runner[] }>(page, origin, `/events/race?race_id=${raceId}`)).runners;

/** An open race as the server names it in `language`. */
export const raceIn = async (page: Page, origin: string, raceId: number, language: string) =>
	(await apiGet<{ list: Race[] }>(page, origin, '/events/races', language)).list.find((r) => r.race_id === raceId);

/** A runner's name as the server gives it in `language`. */
export async function runnerName(page: Page, origin: string, raceId: number, horseId: number, language: string) {
	const runners = await apiGet<{ runners: Runner[] }>(page, origin, `/events/race?race_id=${raceId}`, language);
	return runners.runners.find((r) => r.horse_id === horseId)?.name ?? '';
}

const winPriced = (r: Runner) => r.win_price !== null;

/**
 * Today's first open race with `count` runners or more `priced` (to win, unless said otherwise) and `lead` ms or more
 * to its start, with those runners; an error when there is none.
 */
export async function pricedRace(page: Page, origin: string, { count = 1, lead = 0, priced = winPriced } = {}) {
	for (const race of await todaysRaces(page, origin, lead)) {
		const runners = (await raceRunners(page, origin, race.race_id)).filter((r) => !r.scratched && priced(r));
		if (runners.length >= count) return { race, runners: runners as [Runner, ...Runner[]] };
	}
	throw new Error(`no open race today with ${count} runner(s) priced as asked`);
}
