import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCache, requestKey, WRITTEN_KEY } from '../../../src/api/cache.ts';
import { createHttp } from '../../../src/api/http.ts';
import { cachedGet } from '../../../src/api/races.ts';
import { setLanguage } from '../../../src/i18n/index.ts';
import { fakeIdbStore } from './fake-idb.ts';
import { envelope, fakeClock, fakeFetch, fakeLogger, fakeSession, flush } from './fakes.ts';

function setup(reply: Parameters<typeof fakeFetch>[0] = () => envelope(200, { list: [1] }), idb = fakeIdbStore()) {
	const clock = fakeClock();
	const logger = fakeLogger();
	const net = fakeFetch(reply);
	const http = createHttp({ fetch: net.fetch, session: fakeSession().access, clock, logger });
	const cache = createCache({ store: idb.useStore, clock, logger });
	const get = (options = {}) => cachedGet<{ list: number[] }>(http, cache, '/events/races', {}, options);
	return { cache, http, net, clock, logger, idb, get };
}

// ---
const Keys = suite('cache keys');

Keys('the same request gives the same key whatever the param order', () => {
	assert.is(requestKey('get', '/x', { a: 1, b: 2 }), requestKey('GET', '/x', { b: 2, a: 1 }));
});

Keys('method, url and params all change the key', () => {
	const base = requestKey('get', '/x', { a: 1 });
	assert.is.not(base, requestKey('post', '/x', { a: 1 }));
	assert.is.not(base, requestKey('get', '/y', { a: 1 }));
	assert.is.not(base, requestKey('get', '/x', { a: 2 }));
});

Keys.run();

// ---
const Lifetime = suite('cache lifetime');

Lifetime('a reply is served from cache within a minute, with its age', async () => {
	const { get, net, clock } = setup();
	const first = await get();
	assert.is(first.fromCache, false);
	clock.tick(59_000);
	const second = await get();
	assert.is(net.calls.length, 1, 'asked the server again within the lifetime');
	assert.is(second.fromCache, true);
	assert.is(second.age, 59_000);
	assert.equal(second.data, { list: [1] });
});

Lifetime(
	'each language keeps its own copy: a reply names venues and runners in the language it was asked in',
	async () => {
		const { get, net } = setup();
		await get();
		await setLanguage('zh', null);
		try {
			assert.is((await get()).fromCache, false, 'the English copy answered a Chinese ask');
			assert.is(net.calls.length, 2);
		} finally {
			await setLanguage('en', null);
		}
		assert.is((await get()).fromCache, true, 'the English copy is still there');
		assert.is(net.calls.length, 2);
	},
);

Lifetime('after a minute the server is asked again', async () => {
	const { get, net, clock } = setup();
	await get();
	clock.tick(60_000);
	const again = await get();
	assert.is(net.calls.length, 2);
	assert.is(again.fromCache, false);
});

Lifetime('a longer lifetime keeps entries longer', async () => {
	const { get, net, clock } = setup();
	await get({ lifetime: 5 });
	clock.tick(4 * 60_000);
	await get({ lifetime: 5 });
	assert.is(net.calls.length, 1);
});

Lifetime('-1 always bypasses and stores nothing', async () => {
	const { get, net, idb } = setup();
	await get({ lifetime: -1 });
	await get({ lifetime: -1 });
	assert.is(net.calls.length, 2);
	assert.is(idb.data.size, 0, 'a -1 reply was stored');
});

Lifetime('force asks the server despite a fresh entry, and refreshes the entry', async () => {
	const { get, net, clock } = setup((_, i) => envelope(200, { list: [i] }));
	await get();
	clock.tick(10_000);
	const forced = await get({ force: true });
	assert.is(net.calls.length, 2);
	assert.is(forced.fromCache, false);
	const cached = await get();
	assert.equal(cached.data, { list: [1] });
	assert.is(cached.age, 0);
});

Lifetime('an expired entry is shown, marked stale, when the server cannot be reached', async () => {
	const { get, clock } = setup((_, i) => (i === 0 ? envelope(200, { list: [1] }) : new TypeError('offline')));
	await get();
	clock.tick(120_000);
	const offline = await get();
	assert.ok(offline.stale);
	assert.ok(offline.fromCache);
	assert.is(offline.age, 120_000);
});

Lifetime.run();

// ---
const Status = suite('cache: only full successes are kept');

Status('an HTTP error reply is not cached', async () => {
	const { get, idb } = setup(() => envelope(500));
	await get().catch(() => {});
	assert.is(idb.data.size, 0);
});

Status('a legacy HTTP 200 reply with a non-200 body status is not cached', async () => {
	const { get, idb, net } = setup(() => ({ status: 200, body: { status: 503, message: 'busy', data: null } }));
	await get().catch(() => {});
	await get().catch(() => {});
	assert.is(idb.data.size, 0);
	assert.is(net.calls.length, 2);
});

Status.run();

// ---
const Quota = suite('cache: storage quota');

async function filled(count: number, code22 = false) {
	const s = setup();
	for (let i = 0; i < count; i++) {
		await s.cache.write(`k${i}`, i);
		s.clock.tick(1000);
	}
	s.idb.control.quotaFailures = 1;
	s.idb.control.quotaCode22 = code22;
	await s.cache.write('new', 'value');
	return s;
}

Quota('a quota error deletes the oldest 10% and retries the write once', async () => {
	const { idb } = await filled(20);
	assert.not.ok(idb.data.has('k0'), 'oldest entry kept');
	assert.not.ok(idb.data.has('k1'), 'second oldest entry kept');
	assert.ok(idb.data.has('k2'), 'deleted more than 10%');
	assert.ok(idb.data.has('new'), 'the write was not retried');
	assert.is(idb.data.size, 19);
});

Quota('at least one entry goes when there are fewer than ten', async () => {
	const { idb } = await filled(3);
	assert.equal([...idb.data.keys()].sort(), ['k1', 'k2', 'new']);
});

Quota('an error with code 22 counts as a quota error', async () => {
	const { idb } = await filled(5, true);
	assert.not.ok(idb.data.has('k0'));
	assert.ok(idb.data.has('new'));
});

Quota('a second quota error gives up without throwing and without a loop', async () => {
	const s = setup();
	await s.cache.write('old', 1);
	s.idb.control.quotaFailures = 2;
	await s.cache.write('new', 2);
	assert.not.ok(s.idb.data.has('new'));
	assert.is(s.idb.control.quotaFailures, 0);
	assert.ok(s.logger.warnings.length > 0, 'the lost write was not logged');
});

Quota.run();

// ---
const Marker = suite('cache: the newest write, known without IndexedDB');

function markedSetup(reply: Parameters<typeof fakeFetch>[0] = () => envelope(200, { list: [1] })) {
	const clock = fakeClock();
	const logger = fakeLogger();
	const net = fakeFetch(reply);
	const http = createHttp({ fetch: net.fetch, session: fakeSession().access, clock, logger });
	const marks = new Map<string, string>();
	const marker = {
		get: (k: string) => marks.get(k) ?? null,
		set: (k: string, v: string | null) => void marks.set(k, v ?? ''),
	};
	const idb = fakeIdbStore();
	const cache = createCache({ store: idb.useStore, clock, logger, marker });
	const get = (options = {}) => cachedGet<{ list: number[] }>(http, cache, '/events/races', {}, options);
	return { cache, net, clock, marks, idb, get };
}

Marker('with nothing written yet the request leaves at once, without waiting for the IndexedDB read', async () => {
	const { get, net, cache } = markedSetup();
	assert.is(cache.mayHoldFresh(), false);
	const pending = get();
	assert.is(net.calls.length, 1, 'the request waited for the read');
	assert.is((await pending).fromCache, false);
});

Marker('a write is marked, and within the lifetime the read is awaited and answers', async () => {
	const { get, net, clock, marks, cache } = markedSetup();
	clock.tick(5_000);
	await get();
	// the write goes on after the reply has been handed over:
	await flush();
	assert.is(marks.get(WRITTEN_KEY), String(clock.now()));
	clock.tick(30_000);
	assert.ok(cache.mayHoldFresh());
	const again = get();
	assert.is(net.calls.length, 1, 'asked the server though a fresh copy may be stored');
	assert.ok((await again).fromCache);
	assert.is(net.calls.length, 1);
});

Marker('the reply does not wait for IndexedDB to store it', async () => {
	const clock = fakeClock();
	const logger = fakeLogger();
	const net = fakeFetch(() => envelope(200, { list: [1] }));
	const http = createHttp({ fetch: net.fetch, session: fakeSession().access, clock, logger });
	// a store that never answers, as IndexedDB opening slowly on a cold start:
	const stuck = (() => new Promise(() => {})) as unknown as Parameters<typeof createCache>[0]['store'];
	const cache = createCache({ store: stuck, clock, logger, marker: { get: () => null, set: () => {} } });
	const reply = await Promise.race([
		cachedGet<{ list: number[] }>(http, cache, '/events/races', {}).then((r) => r.data?.list),
		flush()
			.then(() => flush())
			.then(() => 'waiting'),
	]);
	assert.equal(reply, [1]);
});

Marker(
	'past the lifetime of the newest write the request leaves at once and an expired copy still covers offline',
	async () => {
		let online = true;
		const { get, net, clock, cache } = markedSetup(() =>
			online ? envelope(200, { list: [1] }) : new TypeError('offline'),
		);
		await get();
		clock.tick(60_000);
		assert.is(cache.mayHoldFresh(), false);
		online = false;
		const pending = get();
		assert.is(net.calls.length, 2, 'the request waited for the read');
		const offline = await pending;
		assert.ok(offline.stale);
		assert.equal(offline.data, { list: [1] });
	},
);

Marker('a clock set back behind the newest write counts as maybe fresh', async () => {
	const { cache, marks, clock } = markedSetup();
	clock.tick(100_000);
	marks.set(WRITTEN_KEY, String(clock.now() + 3_600_000));
	assert.ok(cache.mayHoldFresh());
	assert.is(cache.mayHoldFresh(-1), false, 'a -1 lifetime never reads');
});

Marker.run();

// ---
const Fallback = suite('cache: memory fallback');

Fallback('without IndexedDB entries live in memory', async () => {
	const clock = fakeClock();
	const cache = createCache({ store: null, clock, logger: fakeLogger() });
	await cache.write('k', 'v');
	assert.is((await cache.read('k'))?.value, 'v');
	assert.ok(cache.inMemory);
});

Fallback('when IndexedDB fails to open, the cache moves to memory and keeps working', async () => {
	const idb = fakeIdbStore({ failOpen: true });
	const { get, net, cache, logger } = setup(undefined, idb);
	await get();
	const second = await get();
	assert.ok(cache.inMemory);
	assert.is(net.calls.length, 1, 'memory cache not used');
	assert.ok(second.fromCache);
	assert.ok(logger.warnings.length > 0, 'fallback not logged');
});

Fallback.run();
