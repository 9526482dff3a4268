// One simulator step at `now`: make sure yesterday's, today's and tomorrow's cards exist, close races at their
// start, declare results once the delay has passed, settle orders, mark races resulted.
import { jobFailed } from '../db/outage.ts';
import type { Deps } from '../deps.ts';
import { closeDueRaces, declareDueResults } from '../domain/racing/results.ts';
import { racingSettings } from '../domain/racing/settings.ts';
import { finishRaces, settlePending } from '../domain/racing/settlement.ts';
import { addDays, dayOf } from '../domain/racing/time.ts';
import { every } from './every.ts';
import { withSimLock } from './lock.ts';
import { ensureDemoDay } from './schedule.ts';

export interface TickReport {
	generated: string[];
	closed: number;
	declared: number;
	settled: number;
	finished: number;
}

export interface TickOptions {
	/** called after each order is settled; tests throw here to stop a run half way. */
	onSettled?: (orderId: number) => void | Promise<void>;
	/** generate demo days even when the setting is off (the demo seed uses it). */
	generate?: boolean;
}

/** Returns null when another tick holds the lock. */
export async function tick(deps: Deps, now: Date = deps.clock.now(), options: TickOptions = {}) {
	const settings = racingSettings(deps.config);
	return withSimLock(deps.db, async (): Promise<TickReport> => {
		const generated: string[] = [];
		if (options.generate ?? settings.generate) {
			const today = dayOf(now, deps.config.timeZone);
			// yesterday too, so a fresh server has a resulted day to show; tomorrow's fields are published a day ahead:
			for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
				if (await ensureDemoDay(deps.db, day, deps.config.timeZone, settings.poolSeedCents, now)) generated.push(day);
			}
		}
		const closed = await closeDueRaces(deps.db, now);
		const declared = await declareDueResults(deps.db, now, settings.resultDelaySeconds);
		const settled = await settlePending(deps.db, now, options.onSettled);
		const finished = await finishRaces(deps.db);
		return { generated, closed, declared, settled, finished };
	});
}

/** The timer a running server keeps; unref'd, so it never holds the process open. Stop it before closing the db. */
export function startSimulator(deps: Deps): () => Promise<void> {
	const { tickSeconds } = racingSettings(deps.config);
	if (!tickSeconds) return async () => {};
	return every(tickSeconds * 1000, () =>
		tick(deps).then(
			(report) => {
				if (report && (report.generated.length || report.settled || report.declared))
					deps.logger.info('racing tick', { ...report });
			},
			(err) => jobFailed(deps.logger, 'racing tick failed', err),
		),
	);
}
