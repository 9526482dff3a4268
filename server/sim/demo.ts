// The demo player's race history: two bets on yesterday's races, settled by the simulator, and
// one bet still pending on a race later today (or tomorrow, late at night). With the crowd on, yesterday's races
// are run once the server is listening (resultDemoDay): the crowd's bets on a whole day take seconds to settle.
import type { Deps } from '../deps.ts';
import { type OrderInput, placeOrder } from '../domain/racing/place-order.ts';
import { racingSettings } from '../domain/racing/settings.ts';
import { addDays, dayOf } from '../domain/racing/time.ts';
import { tick } from './demo-clock.ts';
import { ensureDemoDay } from './schedule.ts';

const blank = { horse: [], horse2: [], horse1st: [], horse2nd: [], horse3rd: [], horse4th: [] };

// the favourites of a race with a full field, for bets that have a fair chance of paying:
async function favourites(deps: Deps, raceId: number): Promise<number[]> {
	const { rows } = await deps.db.query<{ horse_id: number }>(
		'SELECT horse_id FROM runners WHERE race_id = $1 AND NOT scratched ORDER BY odds, horse_id LIMIT 3',
		[raceId],
	);
	return rows.map((r) => r.horse_id);
}

async function raceAround(deps: Deps, day: string, after: Date) {
	const { rows } = await deps.db.query<{ id: number; meeting_id: number; start_time: Date }>(
		`SELECT r.id, r.meeting_id, r.start_time FROM races r JOIN meetings m ON m.id = r.meeting_id
		 WHERE m.day = $1 AND m.event_type = 'Races' AND r.start_time > $2
			AND (SELECT count(*) FROM runners h WHERE h.race_id = r.id AND NOT h.scratched) >= 8
		 ORDER BY r.start_time LIMIT 1`,
		[day, after],
	);
	return rows[0];
}

async function bet(deps: Deps, userId: number, key: string, at: Date, input: Partial<OrderInput>) {
	const clock = { now: () => at };
	const order = { bet_type: 1, race_id: null, race_id2: null, event_id: null, event_id2: null, betAmount: 10 };
	await placeOrder({ ...deps, clock }, userId, { ...order, ...blank, ...input }, key);
}

export async function seedRacingDemo(deps: Deps, userId: number): Promise<void> {
	const now = deps.clock.now();
	const { timeZone } = deps.config;
	const { poolSeedCents } = racingSettings(deps.config);
	const yesterday = addDays(dayOf(now, timeZone), -1);
	// the cards only: betting on yesterday's races stays open until the tick below closes them:
	for (const n of [0, 1, 2]) await ensureDemoDay(deps.db, addDays(yesterday, n), timeZone, poolSeedCents, now);
	const noon = new Date(now.getTime() - 30 * 3_600_000);
	const first = await raceAround(deps, yesterday, noon);
	const second = first && (await raceAround(deps, yesterday, first.start_time));
	const soon = new Date(now.getTime() + 15 * 60_000);
	// late in the day the next full field may be tomorrow's:
	const later =
		(await raceAround(deps, dayOf(now, timeZone), soon)) ?? (await raceAround(deps, addDays(yesterday, 2), soon));
	const before = (t: Date) => new Date(t.getTime() - 10 * 60_000);
	if (first) {
		const [fav] = await favourites(deps, first.id);
		await bet(deps, userId, 'demo-seed-race-1', before(first.start_time), { race_id: first.id, horse: [fav!] });
	}
	if (second) {
		const horse = await favourites(deps, second.id);
		const input = { bet_type: 4, race_id: second.id, horse, betAmount: 5 };
		await bet(deps, userId, 'demo-seed-race-2', before(second.start_time), input);
	}
	if (later) {
		const horse = (await favourites(deps, later.id)).slice(0, 1);
		await bet(deps, userId, 'demo-seed-race-3', now, { bet_type: 9, race_id: later.id, horse, betAmount: 5 });
	}
	// the two bets on yesterday's races are settled now, or by the server in the background with the crowd:
	if (!resultsLater(deps)) await tick(deps, now, { generate: true });
}

/** Whether the seed leaves yesterday's races to resultDemoDay, run after the server is listening. */
export const resultsLater = (deps: Deps) => Boolean(racingSettings(deps.config).crowd);

/**
 * Yesterday's races run to their results: the crowd bets them before they close, in the same clock step, so no
 * race is declared without its crowd; until then they stay open past their start, where no bet is taken. A stop
 * (the server's drain) ends it between races or orders; the race clock's next step, after a restart, finishes it.
 */
export function resultDemoDay(deps: Deps, signal = deps.drain?.signal) {
	return tick(deps, deps.clock.now(), { generate: true, ...(signal && { signal }) });
}
