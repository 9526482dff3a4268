// Polls a race data provider on a schedule and imports what it sends. An outage or a bad document changes
// nothing: the card stays as last imported, the feed status says what went wrong, and the next poll tries again.
import type { Db } from '../../../db/db.ts';
import { databaseUnavailable } from '../../../db/unavailable.ts';
import type { Clock, Logger } from '../../../deps.ts';
import type { RaceDataProvider } from '../../../providers/race-data-provider.ts';
import { DomainError } from '../../errors.ts';
import { recordPoll } from './feed-log.ts';
import { type ImportReport, importFeed } from './import-feed.ts';

export interface PollDeps {
	db: Db;
	clock: Clock;
	logger: Logger;
	provider: RaceDataProvider;
	seedCents: number;
}

/** One poll: fetch, import, record. Never throws for the provider's faults; returns the report or the failure. */
export async function pollOnce(deps: PollDeps): Promise<ImportReport | { error: string }> {
	const { db, clock, provider, logger } = deps;
	const got = await provider.fetchCard();
	const now = clock.now();
	if (!got.ok) {
		const error = `${got.failure}${got.status ? ` (HTTP ${got.status})` : ''}`;
		await recordPoll(db, provider.name, { error }, now);
		return { error };
	}
	try {
		const report = await importFeed(db, got.feed, { seedCents: deps.seedCents, now });
		await recordPoll(db, provider.name, { changes: report.changes }, now);
		if (report.changes) logger.info('race feed imported', { ...report });
		return report;
	} catch (err) {
		if (!(err instanceof DomainError)) throw err;
		const error = `${err.code}: ${JSON.stringify(err.params)}`;
		await recordPoll(db, provider.name, { error }, now);
		return { error };
	}
}

/** A timer that runs `job` every `ms` and a stop that waits for a run in flight (server/domain/every.ts in production). */
export type Schedule = (ms: number, job: () => Promise<unknown>) => () => Promise<void>;
/** Runs `fn` unless another process is running it now (null then): one process polls the provider at a time. */
export type OneAtATime = <T>(fn: () => Promise<T>) => Promise<T | null>;

/** Logs the feed's state when it changes (failing, a different failure, back), not on every poll. */
function feedStateLog(logger: Logger, provider: string) {
	let last: string | null = null;
	return (outcome: ImportReport | { error: string }) => {
		const now = 'error' in outcome ? outcome.error : null;
		if (now === last) return;
		if (now) logger.error('race feed failing', { provider, error: now });
		else logger.info('race feed back', { provider, was: last });
		last = now;
	};
}

export function startFeedPoller(
	deps: PollDeps,
	everyMs: number,
	schedule: Schedule,
	oneAtATime: OneAtATime = (fn) => fn(),
): () => Promise<void> {
	const log = feedStateLog(deps.logger, deps.provider.name);
	return schedule(everyMs, () =>
		oneAtATime(() => pollOnce(deps)).then(
			(outcome) => outcome && log(outcome),
			// the database being away is logged once by the database's own watch:
			(err) => databaseUnavailable(err) || log({ error: `poll crashed: ${String(err)}` }),
		),
	);
}
