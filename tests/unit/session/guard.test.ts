import { signal } from '@preact/signals';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { guardRedirect, returnPath, startSessionGuard } from '../../../src/state/session/session-guard.ts';

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
	const toLogin = '/pages/login/login?redirect=%2Fpages%2Forder%2Flist%3Ftab%3D1';
	assert.equal(visited, [toLogin], 'private page shown while signed out');
	loggedIn.value = true;
	assert.equal(visited, [toLogin, '/pages/order/list?tab=1'], 'signed-in player left on login');
	url.value = '/';
	loggedIn.value = false;
	assert.equal(visited, [toLogin, '/pages/order/list?tab=1', '/pages/login/login']);
	stop();
	url.value = '/pages/order/list';
	assert.is(visited.length, 3, 'guard kept running after stop');
});

Guard('a deep link returns to its page, route and query, once the player signs in', () => {
	const url = signal('/pages/order/list?page=2&tab=sport');
	const loggedIn = signal(false);
	const stop = startSessionGuard({
		url,
		loggedIn,
		findRoute: (path) => routes[path],
		redirect: (path) => {
			url.value = path;
		},
	});
	assert.is(url.value, '/pages/login/login?redirect=%2Fpages%2Forder%2Flist%3Fpage%3D2%26tab%3Dsport');
	loggedIn.value = true;
	assert.is(url.value, '/pages/order/list?page=2&tab=sport', 'the player is not back where they started');
	stop();
});

Guard('a login URL that points away from the app, or at login itself, lands on home', () => {
	const find = (path: string) => routes[path];
	const login = (to: string) => `/pages/login/login?redirect=${encodeURIComponent(to)}`;
	assert.is(returnPath(login('/pages/order/list?x=1'), find), '/pages/order/list?x=1');
	for (const to of [
		'//evil.example/x',
		'/\\evil.example',
		'https://evil.example/',
		'javascript:alert(1)',
		'/nowhere',
	]) {
		assert.is(returnPath(login(to), find), null, `${to} was accepted`);
	}
	assert.is(returnPath(login('/pages/login/register'), find), null, 'a public page is no return target');
	assert.is(returnPath('/pages/login/login', find), null);
	const url = signal(login('//evil.example/x'));
	const stop = startSessionGuard({ url, loggedIn: signal(true), findRoute: find, redirect: (p) => (url.value = p) });
	assert.is(url.value, '/', 'a signed-in player was sent off the app');
	stop();
});

Guard.run();
