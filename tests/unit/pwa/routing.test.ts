import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { API_CACHE, outdatedCaches, routeFor } from '../../../sw/routing.ts';

const ORIGIN = 'https://club.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

const routing = suite('worker routing');

routing('opening the app, on any hash route, is answered with the precached shell', () => {
	assert.is(routeFor(get('/app/', 'navigate'), ORIGIN), 'shell');
	assert.is(routeFor(get('/app/?utm=x', 'navigate'), ORIGIN), 'shell');
	assert.is(routeFor(get('/elsewhere/', 'navigate'), ORIGIN), 'none', 'only navigations inside the app scope');
});

routing('the race lists go network first, with the day table whatever its query', () => {
	assert.is(routeFor(get('/api/events/races'), ORIGIN), 'network-first');
	assert.is(routeFor(get('/api/events/day_table?day=2025-09-13&event_type=Races'), ORIGIN), 'network-first');
});

routing('every other API reply is never cached: balance, orders, horse names, statements', () => {
	for (const path of [
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

cleanup('drops our older runtime caches and keeps the current one and anything not ours', () => {
	const names = ['hc-api-v0', API_CACHE, 'workbox-precache-v2-https://club.example/app/', 'other-app'];
	assert.equal(outdatedCaches(names), ['hc-api-v0']);
});

cleanup.run();
