// The demo's cards for the race clock: yesterday's, today's and tomorrow's days made when missing, so a fresh
// server has a resulted day to show and tomorrow's fields a day ahead; and the crowd's bets on them (crowd.ts).
import type { Deps } from '../deps.ts';
import { type RaceClockOptions, runRaceClock } from '../domain/racing/race-clock.ts';
import { racingSettings } from '../domain/racing/settings.ts';
import { addDays, dayOf } from '../domain/racing/time.ts';
import { crowdStep } from './crowd.ts';
import { ensureDemoDay } from './schedule.ts';

/** The demo generator as the race clock takes it; `generate` overrides the setting (none when off). */
export function demoCards(deps: Deps, generate?: boolean): RaceClockOptions['cards'] {
	const settings = racingSettings(deps.config);
	if (!(generate ?? settings.generate)) return undefined;
	return async (now, signal) => {
		const today = dayOf(now, deps.config.timeZone);
		const made: string[] = [];
		for (const day of [addDays(today, -1), today, addDays(today, 1)])
			if (await ensureDemoDay(deps.db, day, deps.config.timeZone, settings.poolSeedCents, now)) made.push(day);
		// the crowd's due bets go in before the clock closes their races:
		if (settings.crowd) await crowdStep(deps, now, signal);
		return made;
	};
}

export interface TickOptions {
	onSettled?: RaceClockOptions['onSettled'];
	/** generate demo days even when the setting is off (the demo seed uses it). */
	generate?: boolean;
	signal?: AbortSignal;
}

/** One race clock step with the demo's cards, as the operator's `settle` and the tests run it. */
export function tick(deps: Deps, now: Date = deps.clock.now(), options: TickOptions = {}) {
	const cards = demoCards(deps, options.generate);
	return runRaceClock(deps, now, {
		...(options.onSettled && { onSettled: options.onSettled }),
		...(options.signal && { signal: options.signal }),
		...(cards && { cards }),
	});
}
