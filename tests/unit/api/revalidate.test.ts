// The server's ETag and 304 reach the app through the browser's own HTTP cache: the client must leave that cache on
// (no `cache: 'no-store'`, no If-None-Match of its own, which would make the browser pass the bare 304 through),
// and a revalidated reply counts as the 200 it stands for, under the same one-minute rule.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCache } from '../../../src/api/cache.ts';
import { createHttp } from '../../../src/api/http.ts';
import { createRaceApi } from '../../../src/api/races.ts';
import { fakeClock, fakeLogger, fakeSession } from './fakes.ts';

/** A server that tags its reply, and a browser cache in front of it that revalidates as the Fetch standard says. */
function browserAndServer(initial: unknown) {
	let data = initial;
	const server = { full: 0, notModified: 0 };
	const held = new Map<string, { etag: string; body: string }>();
	const answer = (ifNoneMatch: string | undefined) => {
		const body = JSON.stringify({ status: 200, message: 'OK', data });
		const etag = `"${body.length}-${JSON.stringify(data).replace(/\W/g, '')}"`;
		if (ifNoneMatch === etag) return { status: 304, etag, body: '' };
		return { status: 200, etag, body };
	};
	const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
		const url = String(input);
		const headers = new Headers(init.headers);
		// a request that opts out of the cache, or brings its own condition, goes straight through
		const bypass = (init.cache && init.cache !== 'default') || headers.has('if-none-match');
		const kept = bypass ? undefined : held.get(url);
		const reply = answer(headers.get('if-none-match') ?? kept?.etag);
		if (reply.status === 304) server.notModified++;
		else server.full++;
		if (reply.status === 304 && kept) return new Response(kept.body, { status: 200 });
		if (reply.status === 200 && init.cache !== 'no-store') held.set(url, { etag: reply.etag, body: reply.body });
		return new Response(reply.body || null, { status: reply.status });
	}) as typeof globalThis.fetch;
	return {
		fetch,
		server,
		change(next: unknown) {
			data = next;
		},
	};
}

function setup(initial: unknown) {
	const clock = fakeClock();
	const logger = fakeLogger();
	const net = browserAndServer(initial);
	const http = createHttp({ fetch: net.fetch, session: fakeSession().access, clock, logger });
	const api = createRaceApi({ http, cache: createCache({ store: null, clock, logger }), logger });
	return { api, net, clock, logger };
}

const race = (id: number, status = 'open') => ({ race_id: id, raceNo: 1, start_time: '2025-09-13T10:00:00Z', status });

const test = suite("race polls through the browser's HTTP cache");

test('within the minute the app cache answers; after it an unchanged poll is a 304 the app reads as its 200', async () => {
	const { api, net, clock } = setup({ list: [race(1)] });
	assert.equal((await api.races())?.list, [race(1)]);
	assert.ok((await api.races())?.fromCache, 'the one-minute rule still answers first');
	assert.equal(net.server, { full: 1, notModified: 0 });
	clock.tick(61_000);
	const again = await api.races();
	assert.equal(net.server, { full: 1, notModified: 1 }, 'the browser revalidated with the ETag');
	assert.equal(again, { list: [race(1)], fromCache: false, age: 0, stale: false });
	assert.ok((await api.races())?.fromCache, 'the revalidated reply starts a new minute, as a 200 would');
});

test('a change after the minute comes back in full', async () => {
	const { api, net, clock } = setup({ list: [race(1)] });
	await api.races();
	net.change({ list: [race(1, 'closed')] });
	clock.tick(61_000);
	assert.equal((await api.races())?.list, [race(1, 'closed')]);
	assert.equal(net.server, { full: 2, notModified: 0 });
});

test('a forced refresh and the uncached runners revalidate too, never downloading an unchanged reply', async () => {
	const runners = setup({ list: [{ horse_id: 3, name: 'Silver Arrow' }] });
	await runners.api.horseNames(5);
	assert.equal(await runners.api.horseNames(5), [{ horse_id: 3, name: 'Silver Arrow' }]);
	assert.equal(runners.net.server, { full: 1, notModified: 1 });
	const races = setup({ list: [race(1)] });
	await races.api.races({ force: true });
	assert.equal((await races.api.races({ force: true }))?.list, [race(1)]);
	assert.equal(races.net.server, { full: 1, notModified: 1 });
	assert.equal([...runners.logger.errors, ...races.logger.errors], []);
});

test.run();
