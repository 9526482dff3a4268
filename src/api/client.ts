// The app's API surface: one http client, the account, race and rate calls built on it.
import { createStore, type UseStore } from 'idb-keyval';
import { firstContent } from '../lib/first-content.ts';
import { createStorage } from '../lib/storage.ts';
import { http } from '../state/session.ts';
import { createCache } from './cache.ts';
import { systemClock } from './clock.ts';
import { createRaceApi } from './races.ts';

export { deviceId, http, userApi } from '../state/session.ts';

/** The cache's IndexedDB store, opened on first use; null where IndexedDB is missing. */
function cacheStore(): UseStore | null {
	if (typeof indexedDB === 'undefined') return null;
	let store: UseStore | undefined;
	return (mode, callback) => {
		store ??= createStore('horse-club', 'cache');
		return firstContent.track(store(mode, callback));
	};
}

export const raceCache = createCache({
	store: cacheStore(),
	clock: systemClock,
	logger: console,
	marker: createStorage(),
});

export const raceApi = createRaceApi({ http, cache: raceCache, logger: console });

/** The exchange rate (data.rate), retried up to 5 times; null when it cannot be read. Only the bet form asks, so it loads with it. */
export const fetchRate = (): Promise<number | null> =>
	import('./tax-rate.ts').then(
		(m) => m.fetchTaxRate(http, console),
		() => null,
	);
