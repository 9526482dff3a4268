import { signal } from '@preact/signals';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { guardRedirect, startSessionGuard } from '../../../src/state/session-guard.ts';

const routes: Record<string, { public?: boolean }> = {
	'/': {},
	'/pages/order/list': {},
	'/pages/login/login': { public: true },
	'/pages/login/register': { public: true },
};

// ---
const Guard = suite('sign-in guard');

Guard('a signed-out player asking for a private page goes to login', () => {
	assert.is(guardRedirect('/pages/order/list', routes['/pages/order/list'], false), '/pages/login/login');
	assert.is(guardRedirect('/', routes['/'], false), '/pages/login/login');
});

Guard('a signed-out player may open login and sign-up', () => {
	assert.is(guardRedirect('/pages/login/login', routes['/pages/login/login'], false), null);
	assert.is(guardRedirect('/pages/login/register', routes['/pages/login/register'], false), null);
});

Guard('a signed-in player skips login and sign-up for home', () => {
	assert.is(guardRedirect('/pages/login/login', routes['/pages/login/login'], true), '/');
	assert.is(guardRedirect('/pages/login/register', routes['/pages/login/register'], true), '/');
	assert.is(guardRedirect('/pages/order/list', routes['/pages/order/list'], true), null);
});

Guard('unknown paths are left to the not-found page', () => {
	assert.is(guardRedirect('/nowhere', undefined, false), null);
});

Guard('follows navigation, sign-in and sign-out as they happen', () => {
	const url = signal('/pages/order/list?tab=1');
	const loggedIn = signal(false);
	const visited: string[] = [];
	const stop = startSessionGuard({
		url,
		loggedIn,
		findRoute: (path) => routes[path],
		redirect: (path) => {
			visited.push(path);
			url.value = path;
		},
	});
	assert.equal(visited, ['/pages/login/login'], 'private page shown while signed out');
	loggedIn.value = true;
	assert.equal(visited, ['/pages/login/login', '/'], 'signed-in player left on login');
	url.value = '/pages/order/list';
	loggedIn.value = false;
	assert.equal(visited, ['/pages/login/login', '/', '/pages/login/login']);
	stop();
	url.value = '/';
	assert.is(visited.length, 3, 'guard kept running after stop');
});

Guard.run();
