// The app's API surface: one http client, the account, race and rate calls built on it.
import { createStore, delMany, get, set, type UseStore } from 'idb-keyval';
import { lang, t } from '../i18n/index.ts';
import { systemClock } from '../lib/clock.ts';
import { firstContent, trackedFetch } from '../lib/first-content.ts';
import { createStorage } from '../lib/storage.ts';
import { createCache } from './cache.ts';
import { type EarlyHost, earlyFetch } from './early-reply.ts';
import { ABORTED, BAD_REPLY, NETWORK, TIMEOUT } from './errors.ts';
import { createHttp } from './http.ts';
import { createRaceApi } from './races.ts';
import { createTokenHook } from './token-hook.ts';
import { createUserApi } from './user.ts';

const errorKeys = {
	[TIMEOUT]: 'errors.timeout',
	[ABORTED]: 'errors.aborted',
	[NETWORK]: 'errors.network',
	[BAD_REPLY]: 'errors.badReply',
} as const;

// the browser tests set a short deadline before the app starts, so a hang is seen in seconds, not the spec's 60:
const deadline = (globalThis as { __hcDeadline?: number }).__hcDeadline;

/** Where the session puts its tokens when it starts (state/session/session.ts): this layer never imports the session. */
export const tokenHook = createTokenHook();

/** The one HTTP client: models call http.get/post('/area/endpoint'); components never do. */
export const http = createHttp({
	fetch: trackedFetch(
		firstContent,
		earlyFetch(globalThis as EarlyHost, firstContent.counting, (input, init) => globalThis.fetch(input, init)),
	),
	clock: systemClock,
	logger: console,
	describe: (code) => t(errorKeys[code]),
	language: () => lang.peek(),
	session: tokenHook,
	deadline,
});

export const userApi = createUserApi(http);

/** The cache's IndexedDB store, opened on first use; null where IndexedDB is missing. */
function cacheStore(): UseStore | null {
	if (typeof indexedDB === 'undefined') return null;
	let store: UseStore | undefined;
	return (mode, callback) => {
		store ??= createStore('horse-club', 'cache');
		return firstContent.track(store(mode, callback));
	};
}

const store = cacheStore();

const raceCache = createCache({
	store,
	clock: systemClock,
	logger: console,
	marker: createStorage(),
});

interface Kept {
	user: string;
	value: number;
	at: number;
}

/** The last balance read, for an offline start: beside the race lists, never in localStorage (docs/spec.md). */
export const balanceKeep = {
	read: async (user: string) => {
		const kept = store ? await get<Kept>('balance', store) : undefined;
		return kept?.user === user ? kept : undefined;
	},
	write: async (user: string, kept: { value: number; at: number }) => store && set('balance', { user, ...kept }, store),
	clear: async () => store && delMany(['balance'], store),
};

export const raceApi = createRaceApi({ http, cache: raceCache, logger: console });

/** The exchange rate (data.rate), retried up to 5 times; null when it cannot be read. Only the bet form asks, so it loads with it. */
export const fetchRate = (): Promise<number | null> =>
	import('./tax-rate.ts').then(
		(m) => m.fetchTaxRate(http, console),
		() => null,
	);
