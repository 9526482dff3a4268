import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NETWORK_MS, networkFirst, outdatedCaches, routeFor } from '../../../sw/routing.ts';

const ORIGIN = 'https://club.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

const routing = suite('worker routing');

routing('opening the app, on any hash route, is answered with the precached shell', () => {
	assert.is(routeFor(get('/app/', 'navigate'), ORIGIN), 'shell');
	assert.is(routeFor(get('/app/?utm=x', 'navigate'), ORIGIN), 'shell');
	assert.is(routeFor(get('/elsewhere/', 'navigate'), ORIGIN), 'none', 'only navigations inside the app scope');
});

routing('no API reply is answered or kept by the worker: race lists, balance, orders, horse names, statements', () => {
	for (const path of [
		'/api/events/races',
		'/api/events/day_table?day=2025-09-13&event_type=Races',
		'/api/user/balance',
		'/api/order/list',
		'/api/events/gethorse_name?race_id=1',
		'/api/statement',
	]) {
		assert.is(routeFor(get(path), ORIGIN), 'none', path);
	}
});

routing('nothing that moves money is handled, so it can never be queued or replayed', () => {
	for (const method of ['POST', 'PUT', 'DELETE', 'post']) {
		assert.is(routeFor({ method, url: `${ORIGIN}/api/order/place-order` }, ORIGIN), 'none', method);
		assert.is(routeFor({ method, url: `${ORIGIN}/api/events/races` }, ORIGIN), 'none', `${method} races`);
	}
});

routing('other origins are left alone', () => {
	assert.is(routeFor({ method: 'GET', url: 'https://cdn.example/api/events/races' }, ORIGIN), 'none');
});

routing.run();

// ---

const cleanup = suite('cache cleanup on activate');

cleanup('drops the race-list copies older workers kept, and leaves the precache and other apps alone', () => {
	const names = ['hc-api-v0', 'hc-api-v1', 'workbox-precache-v2-https://club.example/app/', 'other-app'];
	assert.equal(outdatedCaches(names), ['hc-api-v0', 'hc-api-v1']);
});

cleanup.run();

const page = suite('the page: network first, the precached one when the network fails or is slow');
const reply = (status: number, body = 'network') => new Response(body, { status });
const precached = () => Promise.resolve(reply(200, 'precached'));
const text = (r: Promise<Response>) => r.then((res) => res.text());
/** A timer that fires only when told to. */
function manualTimer() {
	const due: (() => void)[] = [];
	return {
		wait: (go: () => void) => due.push(go),
		fire: () => {
			for (const go of due.splice(0)) go();
		},
	};
}

page('an OK page from the network is the answer (the server drew today into it)', async () => {
	const timer = manualTimer();
	assert.is(await text(networkFirst(() => Promise.resolve(reply(200)), precached, NETWORK_MS, timer.wait)), 'network');
});

page('offline, or a page the server refuses: the precached page', async () => {
	const timer = manualTimer();
	assert.is(
		await text(networkFirst(() => Promise.reject(new TypeError('offline')), precached, 1, timer.wait)),
		'precached',
	);
	assert.is(await text(networkFirst(() => Promise.resolve(reply(502)), precached, 1, timer.wait)), 'precached');
});

page('a network slower than the wait: the precached page, at the wait', async () => {
	const timer = manualTimer();
	let waited = 0;
	const answer = networkFirst(
		() => new Promise<Response>(() => {}),
		precached,
		NETWORK_MS,
		(go, ms) => {
			waited = ms;
			timer.wait(go);
		},
	);
	timer.fire();
	assert.is(await text(answer), 'precached');
	assert.is(waited, NETWORK_MS);
	assert.ok(NETWORK_MS <= 2000, 'a short wait');
});

page.run();
