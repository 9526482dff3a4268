import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type NetworkFirstDeps, networkFirst } from '../../../sw/network-first.ts';
import { ACCEPT_STALE_HEADER, CACHED_AT_HEADER, STALE_HEADER } from '../../../sw/routing.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';

const URL_RACES = 'https://club.example/api/events/races';
const envelope = (status: number, list: unknown[] = []) =>
	new Response(JSON.stringify({ status, message: '', data: { list } }), {
		status,
		headers: { 'content-type': 'application/json' },
	});

function fakeCache() {
	const stored = new Map<string, Response>();
	let broken = false;
	const cache = {
		async put(url: string, res: Response) {
			if (broken) throw new DOMException('full', 'QuotaExceededError');
			stored.set(url, res);
		},
		async match(url: string) {
			if (broken) throw new Error('cache gone');
			return stored.get(url)?.clone();
		},
	} as unknown as Cache;
	return { cache, stored, breakIt: () => (broken = true) };
}

function setup(fetch: NetworkFirstDeps['fetch']) {
	const clock = fakeClock();
	const store = fakeCache();
	const writes: Promise<unknown>[] = [];
	const deps: NetworkFirstDeps = {
		fetch,
		open: async () => store.cache,
		now: () => 1_000,
		setTimeout: clock.setTimeout,
		clearTimeout: clock.clearTimeout,
		log: () => {},
		waitUntil: (work) => void writes.push(work),
	};
	return { deps, clock, store, settle: () => Promise.all(writes) };
}

async function rejects(work: () => Promise<unknown>, pattern?: RegExp) {
	try {
		await work();
	} catch (error) {
		if (pattern) assert.match(String(error), pattern);
		return;
	}
	assert.unreachable('expected a rejection');
}

const request = (acceptStale = true) =>
	new Request(URL_RACES, { headers: acceptStale ? { [ACCEPT_STALE_HEADER]: '1' } : {} });

const test = suite('race lists network first');

test('a good reply is passed on and kept with the time it was kept', async () => {
	const { deps, store, settle } = setup(async () => envelope(200, [1]));
	const res = await networkFirst(request(), deps);
	await settle();
	assert.is(res.headers.get(STALE_HEADER), null, 'a fresh reply is not marked stale');
	assert.equal(((await res.json()) as { data: unknown }).data, { list: [1] });
	assert.is(store.stored.get(URL_RACES)?.headers.get(CACHED_AT_HEADER), '1000');
});

test('a reply that is not 200 in HTTP or in its envelope is not kept', async () => {
	for (const reply of [envelope(500), new Response(JSON.stringify({ status: 401 }), { status: 200 })]) {
		const { deps, store, settle } = setup(async () => reply);
		await networkFirst(request(), deps);
		await settle();
		assert.is(store.stored.size, 0);
	}
});

test('offline: the kept copy comes back marked stale', async () => {
	let online = true;
	const { deps, settle } = setup(async () => {
		if (!online) throw new TypeError('Failed to fetch');
		return envelope(200, ['kept']);
	});
	await networkFirst(request(), deps);
	await settle();
	online = false;
	const res = await networkFirst(request(), deps);
	assert.is(res.headers.get(STALE_HEADER), 'stale');
	assert.is(res.headers.get(CACHED_AT_HEADER), '1000', 'the page can tell how old it is');
	assert.equal(((await res.json()) as { data: unknown }).data, { list: ['kept'] });
});

test('a network slower than 4 s gives way to the kept copy; with none, the network is awaited', async () => {
	let answer!: (r: Response) => void;
	const { deps, clock, store } = setup(() => new Promise<Response>((done) => (answer = done)));
	store.stored.set(URL_RACES, envelope(200, ['old']));
	const pending = networkFirst(request(), deps);
	await flushPromises();
	clock.tick(4000);
	assert.is((await pending).headers.get(STALE_HEADER), 'stale');

	store.stored.clear();
	const waiting = networkFirst(request(), deps);
	await flushPromises();
	clock.tick(4000);
	await flushPromises();
	answer(envelope(200, ['new']));
	const res = await waiting;
	assert.is(res.headers.get(STALE_HEADER), null);
});

test('a page that cannot mark stale copies gets the network failure, so its own cache marks the list', async () => {
	const { deps, store } = setup(async () => {
		throw new TypeError('Failed to fetch');
	});
	store.stored.set(URL_RACES, envelope(200, ['old']));
	await rejects(() => networkFirst(request(false), deps));
});

test('a cache that cannot write or read never costs the reply', async () => {
	const { deps, store, settle } = setup(async () => envelope(200, [1]));
	store.breakIt();
	const res = await networkFirst(request(), deps);
	await settle();
	assert.is(res.status, 200, 'a failing put must not break the response');
	const offline = { ...deps, fetch: async () => Promise.reject(new TypeError('offline')) };
	// a broken cache falls back to the network's own error:
	await rejects(() => networkFirst(request(), offline), /offline/);
});

test.run();
