// Network first for the race lists: the server's reply when it comes in time; a tagged cached copy otherwise.
import { ACCEPT_STALE_HEADER, CACHED_AT_HEADER, NETWORK_TIMEOUT_MS, STALE_HEADER } from './routing.ts';

export interface NetworkFirstDeps {
	fetch: (request: Request) => Promise<Response>;
	/** May throw or reject (storage disabled, quota): the reply is then the network's alone. */
	open: () => Promise<Cache>;
	now: () => number;
	setTimeout: (fn: () => void, ms: number) => unknown;
	clearTimeout: (id: unknown) => void;
	log: (...args: unknown[]) => void;
	/** Keeps the worker alive until the copy is written (FetchEvent.waitUntil). */
	waitUntil?: (work: Promise<unknown>) => void;
	timeoutMs?: number;
}

/** Only a reply that is 200 both in HTTP and in its envelope is worth keeping. */
async function isWorthKeeping(response: Response): Promise<boolean> {
	if (response.status !== 200) return false;
	try {
		const body = (await response.clone().json()) as { status?: unknown } | null;
		return body?.status === 200;
	} catch {
		return false;
	}
}

async function store(deps: NetworkFirstDeps, request: Request, response: Response) {
	try {
		if (!(await isWorthKeeping(response))) return;
		const headers = new Headers(response.headers);
		headers.set(CACHED_AT_HEADER, String(deps.now()));
		const copy = new Response(await response.clone().arrayBuffer(), { status: 200, headers });
		await (await deps.open()).put(request.url, copy);
	} catch (error) {
		deps.log('race list not cached:', error);
	}
}

async function cached(deps: NetworkFirstDeps, request: Request): Promise<Response | null> {
	try {
		const hit = await (await deps.open()).match(request.url, { ignoreVary: true });
		if (!hit) return null;
		const headers = new Headers(hit.headers);
		headers.set(STALE_HEADER, 'stale');
		return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
	} catch (error) {
		deps.log('race list cache unreadable:', error);
		return null;
	}
}

export async function networkFirst(request: Request, deps: NetworkFirstDeps): Promise<Response> {
	const network = deps.fetch(request).then((response) => {
		const writing = store(deps, request, response.clone());
		deps.waitUntil?.(writing);
		return response;
	});
	// a copy already answered must not leave the late failure unhandled:
	network.catch(() => {});
	// a page that cannot mark a copy stale would show it as fresh, so it gets the network's answer, failure included:
	if (request.headers.get(ACCEPT_STALE_HEADER) !== '1') return network;
	let timer: unknown;
	const slow = new Promise<'slow'>((done) => {
		timer = deps.setTimeout(() => done('slow'), deps.timeoutMs ?? NETWORK_TIMEOUT_MS);
	});
	try {
		const first = await Promise.race([network, slow]);
		if (first !== 'slow') return first;
		// too slow: a cached copy now, else keep waiting for the network:
		return (await cached(deps, request)) ?? (await network);
	} catch (error) {
		const copy = await cached(deps, request);
		if (copy) return copy;
		throw error;
	} finally {
		deps.clearTimeout(timer);
	}
}
