// Which requests the worker answers and how: pure, so the rules are tested without a worker.

/** Prefix of every runtime cache this app's workers have owned besides Workbox's precache. */
const CACHE_PREFIX = 'hc-';

/** 'shell': the page, from the network first (networkFirst), else the precached index.html; 'none': the browser's own network. */
export type Handling = 'shell' | 'none';

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
	// the API is never cached here: the app keeps its own race-list cache in IndexedDB (memory when that is missing):
	if (url.pathname.startsWith('/api/')) return 'none';
	if (request.mode === 'navigate' && url.pathname.startsWith(scopePath)) return 'shell';
	return 'none';
}

/** Runtime caches to delete on activate: every one of ours (this worker keeps none), never the precache or others'. */
export function outdatedCaches(names: string[]): string[] {
	return names.filter((name) => name.startsWith(CACHE_PREFIX));
}

/** How long a page from the network is waited for before the precached one answers. */
export const NETWORK_MS = 1500;

/**
 * The network's page when it comes within `ms` and is OK (the server draws today's first screen into it), else the
 * fallback's (the precached page, with no day in it): offline, refused, or slow.
 */
export const networkFirst = (
	network: () => Promise<Response>,
	fallback: () => Promise<Response>,
	ms = NETWORK_MS,
	wait: (go: () => void, ms: number) => unknown = setTimeout,
): Promise<Response> =>
	Promise.race([
		network().then((reply) => (reply.ok ? reply : fallback())),
		new Promise<Response>((answer) => wait(() => answer(fallback()), ms)),
	]).catch(fallback);
