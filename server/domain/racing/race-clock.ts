// The race clock every server runs, production included: close races at their start, declare results once the
// delay has passed, settle and pay their orders, mark races resulted. Where the cards come from is the caller's:
// the feed's poller writes them apart from this; a demo server passes its generator (server/sim/demo-clock.ts).
import { jobFailed } from '../../db/outage.ts';
import type { Deps } from '../../deps.ts';
import { every } from '../every.ts';
import { finishRaces, settlePending } from './pay-orders.ts';
import { withRaceClockLock } from './race-clock-lock.ts';
import { closeDueRaces, declareDueResults } from './results.ts';
import { racingSettings } from './settings.ts';

export interface RaceClockReport {
	generated: string[];
	closed: number;
	declared: number;
	settled: number;
	finished: number;
	/** the step ended early on its signal. */
	stopped: boolean;
}

export interface RaceClockOptions {
	/** called after each order is settled; tests throw here to stop a run half way. */
	onSettled?: (orderId: number) => void | Promise<void>;
	/** makes the cards due around `now` before the races are run (the demo's generator); the days it made. */
	cards?: (now: Date, signal?: AbortSignal) => Promise<string[]>;
	/** a stop: the step ends between races (and between orders when paying), the rest left to the next step. */
	signal?: AbortSignal;
}

/** One step of the clock at `now`; null when another step holds the lock. */
export async function runRaceClock(deps: Deps, now: Date = deps.clock.now(), options: RaceClockOptions = {}) {
	const settings = racingSettings(deps.config);
	return withRaceClockLock(deps.db, async (): Promise<RaceClockReport> => {
		const { signal } = options;
		const generated = options.cards ? await options.cards(now, signal) : [];
		// a race is never closed before the crowd's bets on it are in, so a stop during the cards ends the step:
		if (signal?.aborted) return { generated, closed: 0, declared: 0, settled: 0, finished: 0, stopped: true };
		const closed = await closeDueRaces(deps.db, now);
		const declared = await declareDueResults(deps.db, now, settings.resultDelaySeconds, signal);
		const settled = await settlePending(deps.db, now, options.onSettled, signal);
		// only races with every order paid are marked resulted, so this is right after a stop too:
		const finished = await finishRaces(deps.db);
		return { generated, closed, declared, settled, finished, stopped: signal?.aborted ?? false };
	});
}

/** The timer a running server keeps; unref'd, so it never holds the process open. Stop it before closing the db. */
export function startRaceClock(deps: Deps, cards?: RaceClockOptions['cards']): () => Promise<void> {
	const { tickSeconds } = racingSettings(deps.config);
	if (!tickSeconds) return async () => {};
	// a stopping server's step in flight (a long catch-up after a restart) ends at the next race:
	const signal = deps.drain?.signal;
	return every(tickSeconds * 1000, () =>
		runRaceClock(deps, deps.clock.now(), { ...(cards && { cards }), ...(signal && { signal }) }).then(
			(report) => {
				if (report && (report.generated.length || report.settled || report.declared))
					deps.logger.info('racing tick', { ...report });
			},
			(err) => jobFailed(deps.logger, 'racing tick failed', err),
		),
	);
}
