import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type EarlyHost, earlyFetch } from '../../../src/api/early-reply.ts';

const URL = '/api/events/day_table?day=2026-11-25&event_type=Races';

function setup(usable = true) {
	const asked: string[] = [];
	const early = new Response('early');
	const host: EarlyHost = { __hcFirst: { url: URL, token: 'a0', reply: Promise.resolve(early) } };
	const fetcher = earlyFetch(
		host,
		() => usable,
		async (input) => {
			asked.push(String(input));
			return new Response('late');
		},
	);
	const get = (url = URL, token = 'a0') =>
		fetcher(url, { method: 'GET', headers: { Authorization: `Bearer ${token}` } });
	return { host, asked, get, fetcher };
}

test('the first matching GET takes the early reply, and only the first', async () => {
	const s = setup();
	assert.is(await (await s.get()).text(), 'early');
	assert.equal(s.asked, []);
	assert.is(await (await s.get()).text(), 'late', 'a second call reused the early reply');
	assert.equal(s.asked, [URL]);
});

test('another address, another token or a POST asks the server and leaves the early reply', async () => {
	const s = setup();
	await s.get('/api/events/day_table?day=2026-11-26&event_type=Races');
	await s.get(URL, 'other');
	await s.fetcher(URL, { method: 'POST', headers: { Authorization: 'Bearer a0' } });
	assert.is(s.asked.length, 3);
	assert.is(await (await s.get()).text(), 'early');
});

test('once the first screen has settled the early reply is dropped', async () => {
	const s = setup(false);
	assert.is(await (await s.get()).text(), 'late');
	assert.is(s.host.__hcFirst, undefined);
});

test('a call that times out stops waiting for the early reply', async () => {
	const host: EarlyHost = { __hcFirst: { url: URL, token: 'a0', reply: new Promise(() => {}) } };
	const fetcher = earlyFetch(
		host,
		() => true,
		async () => new Response('late'),
	);
	const controller = new AbortController();
	const reply = fetcher(URL, { headers: { Authorization: 'Bearer a0' }, signal: controller.signal });
	controller.abort();
	await reply.then(
		() => assert.unreachable('resolved after the abort'),
		(error: Error) => assert.is(error.name, 'AbortError'),
	);
});

test.run();
