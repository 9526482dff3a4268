// The race and day-table cache: entries keyed by a request hash, fresh for a lifetime in minutes.
import type { UseStore } from 'idb-keyval';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { type CacheBackend, type CacheEntry, idbBackend, isQuotaError, memoryBackend } from './cache-backend.ts';

/** Where the time of the newest write is kept (localStorage in the app): read synchronously, unlike IndexedDB. */
interface WriteMarker {
	get(key: string): string | null;
	set(key: string, value: string | null): void;
}

export const WRITTEN_KEY = 'race-cache-written';

export const DEFAULT_LIFETIME_MINUTES = 1;
/** A lifetime of -1 never reads nor writes the cache. */
export const NO_CACHE = -1;

export interface CacheDeps {
	/** An idb-keyval store, e.g. createStore('horse-club', 'cache'); null where IndexedDB is missing. */
	store: UseStore | null;
	clock: Pick<Clock, 'now'>;
	logger: Logger;
	/** Lets a request skip waiting for a read that cannot find anything fresh; without it every read is awaited. */
	marker?: WriteMarker;
}

export interface CacheHit<T> {
	value: T;
	/** Milliseconds since the entry was written. */
	age: number;
	fresh: boolean;
}

/** cyrb53: a fast 53-bit string hash, plenty for cache keys. */
function hash(text: string): string {
	let h1 = 0xdeadbeef;
	let h2 = 0x41c6ce57;
	for (let i = 0; i < text.length; i++) {
		const ch = text.charCodeAt(i);
		h1 = Math.imul(h1 ^ ch, 2654435761);
		h2 = Math.imul(h2 ^ ch, 1597334677);
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
	return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Same request, same key, whatever order its params were given in. */
export function requestKey(method: string, url: string, params: Record<string, unknown> = {}): string {
	const query = Object.keys(params)
		.sort()
		.map((k) => `${k}=${String(params[k])}`)
		.join('&');
	return `req:${hash(`${method.toUpperCase()} ${url}?${query}`)}`;
}

export type Cache = ReturnType<typeof createCache>;

export function createCache(deps: CacheDeps) {
	let backend: CacheBackend = deps.store ? idbBackend(deps.store) : memoryBackend();
	let inMemory = !deps.store;

	/** Runs an operation, moving to memory for good if IndexedDB cannot even open. */
	async function run<T>(op: (b: CacheBackend) => Promise<T>): Promise<T> {
		try {
			return await op(backend);
		} catch (error) {
			if (isQuotaError(error) || inMemory) throw error;
			deps.logger.warn('IndexedDB unavailable, caching in memory:', error);
			backend = memoryBackend();
			inMemory = true;
			return op(backend);
		}
	}

	/** Deletes the oldest tenth of the entries, at least one. */
	async function evictOldest() {
		const all = await backend.entries();
		const oldest = all.sort((a, b) => (a[1]?.ts ?? 0) - (b[1]?.ts ?? 0));
		const count = Math.max(1, Math.floor(all.length / 10));
		await backend.delMany(oldest.slice(0, count).map(([key]) => key));
	}

	const written = (at: number) => deps.marker?.set(WRITTEN_KEY, String(at));

	return {
		get inMemory() {
			return inMemory;
		},
		/**
		 * False when nothing was written within the lifetime, known without touching IndexedDB (whose first open
		 * takes tens of milliseconds on a cold start): the request need not wait for the read. True when unsure.
		 */
		mayHoldFresh(lifetimeMinutes = DEFAULT_LIFETIME_MINUTES): boolean {
			if (lifetimeMinutes === NO_CACHE) return false;
			if (!deps.marker) return true;
			const at = Number(deps.marker.get(WRITTEN_KEY));
			// a clock set back makes the age negative: unsure, so read
			return at > 0 && deps.clock.now() - at < lifetimeMinutes * 60_000;
		},
		async read<T>(key: string, lifetimeMinutes = DEFAULT_LIFETIME_MINUTES): Promise<CacheHit<T> | null> {
			if (lifetimeMinutes === NO_CACHE) return null;
			try {
				const entry = (await run((b) => b.get(key))) as CacheEntry<T> | undefined;
				if (!entry || typeof entry.ts !== 'number') return null;
				const age = Math.max(0, deps.clock.now() - entry.ts);
				return { value: entry.value, age, fresh: age < lifetimeMinutes * 60_000 };
			} catch (error) {
				deps.logger.warn('cache read failed:', error);
				return null;
			}
		},
		/** Never throws: a cache that cannot write only costs a request. */
		async write(key: string, value: unknown): Promise<void> {
			const entry: CacheEntry = { ts: deps.clock.now(), value };
			try {
				await run((b) => b.set(key, entry));
				written(entry.ts);
			} catch (error) {
				if (!isQuotaError(error)) return deps.logger.warn('cache write failed:', error);
				try {
					await evictOldest();
					await backend.set(key, entry);
					written(entry.ts);
				} catch (again) {
					deps.logger.warn('cache write failed after eviction:', again);
				}
			}
		},
	};
}
