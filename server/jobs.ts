// The background jobs a server runs beside its requests: the sports clock, the race clock (closing, resulting
// and settling races on every server; with the demo's cards when generation is on),
// the race data feed's poller (when RACE_FEED_URL is set), the demo provider's checkout sweep, and retention (pruning what is past its time, every 10 minutes).
import { jobFailed } from './db/outage.ts';
import type { Deps } from './deps.ts';
import { every } from './domain/every.ts';
import { startFeedPoller } from './domain/racing/feed/poll-feed.ts';
import { startRaceClock } from './domain/racing/race-clock.ts';
import { exclusive, FEED_LOCK_KEY } from './domain/racing/race-clock-lock.ts';
import { racingSettings } from './domain/racing/settings.ts';
import { pruneExpired } from './domain/retention.ts';
import { startSportsClock } from './domain/sports/sports-clock.ts';
import { sweepDemoCheckouts } from './providers/demo-pay/routes.ts';
import { createHttpRaceFeed } from './providers/http-race-feed.ts';
import { demoCards } from './sim/demo-clock.ts';

type Fetch = (request: Request) => Promise<Response>;

/** Starts every job; the function returned stops them, each after its run in flight. */
export function startJobs(deps: Deps, fetch: Fetch): () => Promise<void> {
	const { db, config, clock, logger } = deps;
	const stops = [startSportsClock(deps), startRaceClock(deps, demoCards(deps))];
	if (config.raceFeed) {
		const feed = {
			db,
			clock,
			logger,
			provider: createHttpRaceFeed(config.raceFeed),
			seedCents: racingSettings(config).poolSeedCents,
		};
		const oneProcess = <T>(fn: () => Promise<T>) => exclusive(db, FEED_LOCK_KEY, fn);
		stops.push(startFeedPoller(feed, config.raceFeed.everySeconds * 1000, every, oneProcess));
	}
	if (deps.payments?.name === 'demo') {
		const sweep = () =>
			sweepDemoCheckouts(deps, fetch).catch((err) => jobFailed(logger, 'demo checkout sweep failed', err));
		stops.push(every(60_000, sweep));
	}
	const prune = async () => {
		try {
			const deleted = await pruneExpired(db, config, clock);
			if (Object.values(deleted).some(Boolean)) logger.info('retention: pruned', deleted);
		} catch (err) {
			jobFailed(logger, 'prune failed', err);
		}
	};
	stops.push(every(600_000, prune));
	return async () => {
		await Promise.all(stops.map((stop) => stop()));
	};
}
