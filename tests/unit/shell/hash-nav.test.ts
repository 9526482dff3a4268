import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHashNav, parseHash } from '../../../src/lib/hash-nav.ts';

// a browser history in miniature: entries, a cursor, and the events real browsers fire.
function fakeWindow(startHash = '', startState: unknown = null) {
	const entries: { hash: string; state: unknown }[] = [{ hash: startHash, state: startState }];
	let index = 0;
	const listeners: Record<string, (() => void)[]> = {};
	const fire = (type: string) => {
		for (const fn of listeners[type] ?? []) fn();
	};
	const hashOf = (url?: string | URL | null) =>
		url ? String(url).slice(String(url).indexOf('#')) : entries[index]!.hash;
	return {
		entries,
		location: {
			get hash() {
				return entries[index]!.hash;
			},
		},
		history: {
			get state() {
				return entries[index]!.state;
			},
			pushState(state: unknown, _t: string, url?: string | URL | null) {
				entries.splice(index + 1, Infinity, { hash: hashOf(url), state });
				index++;
			},
			replaceState(state: unknown, _t: string, url?: string | URL | null) {
				entries[index] = { hash: hashOf(url), state };
			},
			back() {
				if (index > 0) index--;
				fire('popstate');
				fire('hashchange');
			},
			forward() {},
		},
		addEventListener: (type: string, fn: () => void) => {
			listeners[type] = [...(listeners[type] ?? []), fn];
		},
		removeEventListener: (type: string, fn: () => void) => {
			listeners[type] = (listeners[type] ?? []).filter((f) => f !== fn);
		},
		/** What a click on <a href="#/x"> or typing a URL does. */
		follow(hash: string) {
			entries.splice(index + 1, Infinity, { hash, state: null });
			index++;
			fire('popstate');
			fire('hashchange');
		},
	};
}

const parse = suite('hash parsing');

parse('splits path and query, and the query becomes options', () => {
	assert.equal(parseHash('#/pages/login/login?x=1&name=a%20b'), {
		url: '/pages/login/login?x=1&name=a%20b',
		path: '/pages/login/login',
		query: { x: '1', name: 'a b' },
	});
});

parse('an empty hash is the home page', () => {
	assert.is(parseHash('').path, '/', 'no hash must route to /');
	assert.is(parseHash('#').path, '/', "'#' must route to /");
	assert.is(parseHash('#/').path, '/', "'#/' must route to /");
});

parse('tolerates a missing leading slash and trailing slashes', () => {
	assert.is(parseHash('#pages/about/about/').path, '/pages/about/about');
	assert.equal(parseHash('#/?a=1').query, { a: '1' }, 'query on the home page');
});

parse.run();

// ---

const stack = suite('page stack and back');

stack('a deep link is one page on the stack, so back goes home', () => {
	const win = fakeWindow('#/pages/about/about');
	const nav = createHashNav(win);
	assert.is(nav.depth.value, 1, 'a fresh start is one page deep');
	nav.back();
	assert.is(nav.url.value, '/', 'back with one page must go to /');
	assert.is(win.location.hash, '#/', 'the address bar must show /');
	assert.is(win.entries.length, 1, 'going home from a lone page replaces it rather than stacking');
	nav.stop();
});

stack('after navigate, back steps back through history', () => {
	const win = fakeWindow('#/');
	const nav = createHashNav(win);
	nav.navigate('/pages/order/list?page=2');
	assert.is(nav.depth.value, 2, 'navigate must push');
	assert.is(win.location.hash, '#/pages/order/list?page=2');
	assert.ok(nav.wasPush(), 'a navigate is a push');
	nav.back();
	assert.is(nav.url.value, '/', 'back must return to the previous page');
	assert.is(nav.depth.value, 1, 'depth must shrink on back');
	nav.stop();
});

stack('redirect replaces without growing the stack', () => {
	const win = fakeWindow('#/');
	const nav = createHashNav(win);
	nav.navigate('/pages/recharge/recharge');
	nav.redirect('/pages/login/login');
	assert.is(nav.depth.value, 2, 'redirect keeps the depth');
	assert.is(win.entries.length, 2, 'redirect must not add a history entry');
	assert.is(nav.url.value, '/pages/login/login');
	nav.stop();
});

stack('links and typed URLs count as pushes', () => {
	const win = fakeWindow('#/');
	const nav = createHashNav(win);
	win.follow('#/pages/rule/rule');
	assert.is(nav.depth.value, 2, 'a followed link must deepen the stack');
	assert.is(nav.url.value, '/pages/rule/rule');
	nav.back();
	assert.is(nav.url.value, '/', 'back from a followed link returns');
	nav.stop();
});

stack('the depth survives a reload', () => {
	const win = fakeWindow('#/pages/shop/shop', { depth: 3 });
	const nav = createHashNav(win);
	assert.is(nav.depth.value, 3, 'depth must be read back from history.state');
	nav.stop();
});

stack.run();
