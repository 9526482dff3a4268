// The app's API surface: one http client, the account, race and rate calls built on it.
import { createStore } from 'idb-keyval';
import { http } from '../state/session.ts';
import { createCache } from './cache.ts';
import { systemClock } from './clock.ts';
import { createRaceApi } from './races.ts';

export { deviceId, http, userApi } from '../state/session.ts';

function cacheStore() {
	try {
		return typeof indexedDB === 'undefined' ? null : createStore('horse-club', 'cache');
	} catch {
		return null;
	}
}

export const raceCache = createCache({ store: cacheStore(), clock: systemClock, logger: console });

export const raceApi = createRaceApi({ http, cache: raceCache, logger: console });

/** The exchange rate (data.rate), retried up to 5 times; null when it cannot be read. Only the bet form asks, so it loads with it. */
export const fetchRate = (): Promise<number | null> =>
	import('./tax-rate.ts').then(
		(m) => m.fetchTaxRate(http, console),
		() => null,
	);
