// Race, meeting (day table) and horse-name fetchers; failures are logged and return null so lists stay as they were.
import type { GenericSchema } from 'valibot';
import { lang } from '../i18n/index.ts';
import type { HorseOption } from '../lib/bet-form.ts';
import type { Logger } from '../lib/logger.ts';
import { type Cache, DEFAULT_LIFETIME_MINUTES, NO_CACHE, requestKey } from './cache.ts';
import { type ApiResult, isOk } from './envelope.ts';
import type { Http } from './http.ts';
import { calendarShape, dayTableShape, horseNamesShape, raceListShape } from './shapes/races.ts';

export interface CacheOptions {
	/** Minutes a reply stays fresh; -1 always asks the server. */
	lifetime?: number;
	/** Ask the server even when a fresh copy is cached (pull-to-refresh). */
	force?: boolean;
}

export interface Listing<T> {
	list: T[];
	fromCache: boolean;
	/** Milliseconds since the server sent this reply; 0 when it just did. */
	age: number;
	/** True when the server could not be reached and an expired copy is shown instead. */
	stale: boolean;
}

type ListData<T> = { list?: T[] } | null;

/** GET through the cache: a fresh copy unless forced, else the server, else an expired copy when offline. */
export async function cachedGet<T>(
	http: Http,
	cache: Cache,
	url: string,
	params: Record<string, string> = {},
	{ lifetime = DEFAULT_LIFETIME_MINUTES, force = false }: CacheOptions = {},
	schema?: GenericSchema,
): Promise<ApiResult<T> & { fromCache: boolean; age: number; stale: boolean }> {
	// a reply names venues and runners in the language it was asked in: each language keeps its own copy
	const key = lang.peek() + requestKey('get', url, params);
	const stored = lifetime === NO_CACHE ? null : cache.read<ApiResult<T>>(key, lifetime);
	// the read is awaited only when it could answer; otherwise the request leaves now and the read is kept for
	// the offline fallback:
	if (stored && !force && cache.mayHoldFresh(lifetime)) {
		const hit = await stored;
		if (hit?.fresh) return { ...hit.value, fromCache: true, age: hit.age, stale: false };
	}
	try {
		const reply = await http.get<T>(url, { params, schema });
		// only a reply that is 200 on both levels is worth keeping; the page need not wait for IndexedDB to store it
		// (opening it on a cold start takes tens of milliseconds), and a failed write is only logged:
		if (lifetime !== NO_CACHE && isOk(reply)) void cache.write(key, reply);
		return { ...reply, fromCache: false, age: 0, stale: false };
	} catch (error) {
		const hit = await stored;
		if (hit) return { ...hit.value, fromCache: true, age: hit.age, stale: true };
		throw error;
	}
}

export function createRaceApi({ http, cache, logger }: { http: Http; cache: Cache; logger: Logger }) {
	async function listing<T>(
		what: string,
		url: string,
		params: Record<string, string>,
		schema: GenericSchema,
		options?: CacheOptions,
	) {
		try {
			const reply = await cachedGet<ListData<T>>(http, cache, url, params, options, schema);
			const { fromCache, age, stale } = reply;
			return { list: reply.data?.list ?? [], fromCache, age, stale } as Listing<T>;
		} catch (error) {
			logger.error(`${what} failed:`, error);
			return null;
		}
	}
	return {
		races: <T = Record<string, unknown>>(options?: CacheOptions) =>
			listing<T>('races', '/events/races', {}, raceListShape, options),
		dayTable: <T = Record<string, unknown>>(day: string, eventType: string, options?: CacheOptions) =>
			listing<T>('day table', '/events/day_table', { day, event_type: eventType }, dayTableShape, options),
		/** The server's racing calendar (its Today and the days with racing), through the same cache. */
		async calendar<T>(options?: CacheOptions): Promise<T | null> {
			try {
				return (await cachedGet<T>(http, cache, '/events/calendar', {}, options, calendarShape)).data;
			} catch (error) {
				logger.error('calendar failed:', error);
				return null;
			}
		},
		/** Not cached: runners change up to the off. */
		async horseNames(raceId: string | number): Promise<HorseOption[] | null> {
			try {
				const reply = await http.get<ListData<HorseOption>>('/events/gethorse_name', {
					params: { race_id: String(raceId) },
					schema: horseNamesShape,
				});
				return reply.data?.list ?? [];
			} catch (error) {
				logger.error('horse names failed:', error);
				return null;
			}
		},
	};
}
