// Where cache entries live: IndexedDB through an idb-keyval store, or a Map when IndexedDB is missing or broken.
import { delMany, entries, get, set, type UseStore } from 'idb-keyval';

export interface CacheEntry<T = unknown> {
	ts: number;
	value: T;
}

export interface CacheBackend {
	get(key: string): Promise<CacheEntry | undefined>;
	set(key: string, entry: CacheEntry): Promise<void>;
	entries(): Promise<[string, CacheEntry][]>;
	delMany(keys: string[]): Promise<void>;
}

export function idbBackend(store: UseStore): CacheBackend {
	return {
		get: (key) => get<CacheEntry>(key, store),
		set: (key, entry) => set(key, entry, store),
		entries: () => entries<string, CacheEntry>(store),
		delMany: (keys) => delMany(keys, store),
	};
}

export function memoryBackend(map = new Map<string, CacheEntry>()): CacheBackend {
	return {
		get: async (key) => map.get(key),
		set: async (key, entry) => void map.set(key, entry),
		entries: async () => [...map.entries()],
		delMany: async (keys) => {
			for (const key of keys) map.delete(key);
		},
	};
}

export function isQuotaError(error: unknown): boolean {
	const e = error as { name?: string; code?: number } | null;
	return e?.name === 'QuotaExceededError' || e?.code === 22;
}
