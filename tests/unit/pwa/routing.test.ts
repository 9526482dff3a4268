import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outdatedCaches, routeFor } from '../../../sw/routing.ts';

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
