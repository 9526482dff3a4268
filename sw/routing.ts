// Which requests the worker answers and how: pure, so the rules are tested without a worker.

/** The one runtime cache; bump the suffix to drop every copy an older worker kept. */
export const API_CACHE = 'hc-api-v1';
/** Prefix of every cache this app owns besides Workbox's precache. */
export const CACHE_PREFIX = 'hc-';
/** Set on a reply the worker took from its cache because the network failed or was too slow. */
export const STALE_HEADER = 'x-sw-cache';
export const CACHED_AT_HEADER = 'x-sw-cached-at';
/** The page sends this when it can tell a stale reply from a fresh one; only then may the worker answer from cache. */
export const ACCEPT_STALE_HEADER = 'x-sw-accept-stale';
export const NETWORK_TIMEOUT_MS = 4000;

// race lists only: every other API reply is personal, live or moves money:
const FALLBACK_PATHS = new Set(['/api/events/races', '/api/events/day_table']);

/** 'shell': answer with the precached index.html; 'network-first': race lists; 'none': the browser's own network. */
export type Handling = 'shell' | 'network-first' | 'none';

export interface RequestInfo {
	method: string;
	url: string;
	mode?: string;
}

export function routeFor(request: RequestInfo, origin: string, scopePath = '/app/'): Handling {
	// nothing that changes anything (POST, PUT, DELETE) is ever touched, let alone queued or replayed:
	if (request.method.toUpperCase() !== 'GET') return 'none';
	const url = new URL(request.url);
	if (url.origin !== origin) return 'none';
	if (url.pathname.startsWith('/api/')) return FALLBACK_PATHS.has(url.pathname) ? 'network-first' : 'none';
	if (request.mode === 'navigate' && url.pathname.startsWith(scopePath)) return 'shell';
	return 'none';
}

/** Old runtime caches to delete on activate: ours (by prefix) that the current worker no longer uses. */
export function outdatedCaches(names: string[], keep: string[] = [API_CACHE]): string[] {
	return names.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.includes(name));
}
