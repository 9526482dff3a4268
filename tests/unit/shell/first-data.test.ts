// index.html's inline script, before the first paint: which shell of the first screen shows, in which language, and
// the request for the day the app will assume, worked out without Intl.
import { runInNewContext } from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EARLY_GLOBAL, FIRST_DATA_SCRIPT } from '../../../scripts/build/first-data.ts';

// 05:43 in Hong Kong on the 13th; 22:43 on the 12th for a phone in London (BST, UTC+1):
const NOW = Date.parse('2025-09-12T21:43:00Z');
const LONDON = -60;

/** Runs the script with `stored` in localStorage: the shell it named, the page's language and the URL it asked for. */
function run(stored: Record<string, string>, { hash = '#/', languages = ['en-GB'] } = {}) {
	const items: Record<string, string> = { ...stored };
	const asked: string[] = [];
	const doc = { documentElement: undefined as unknown, cookie: '' };
	const root = {
		lang: '',
		first: undefined as string | undefined,
		setAttribute: (_: string, v: string) => (root.first = v),
		// the day the server embedded (html[data-day]); none on a static host
		getAttribute: (_: string): string | null => null,
	};
	class PhoneDate extends Date {
		constructor(...at: unknown[]) {
			super(...((at.length ? at : [NOW]) as [number]));
		}
		static override now = () => NOW;
		override getTimezoneOffset = () => LONDON;
	}
	const window: Record<string, unknown> = {};
	const listeners: Record<string, (event: unknown) => void> = {};
	runInNewContext(FIRST_DATA_SCRIPT, {
		window,
		addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
		localStorage: { getItem: (k: string) => items[k] ?? null },
		location: { hash },
		navigator: { languages },
		document: Object.assign(doc, { documentElement: root }),
		fetch: (url: string) => {
			asked.push(url);
			return Promise.resolve();
		},
		Date: PhoneDate,
		Intl: {
			DateTimeFormat() {
				throw new Error('Intl before the first paint');
			},
		},
	});
	assert.ok(asked.length <= 1);
	return {
		shell: root.first,
		lang: root.lang,
		cookie: doc.cookie,
		url: (window[EARLY_GLOBAL] as { url: string } | undefined)?.url,
		window,
		submit: listeners.submit,
	};
}

/** As a signed-in player opening home: the URL asked for. */
const firstRequest = (stored: Record<string, string>) => run({ token: 'a0', user_name: 'ann', ...stored }).url;

const calendar = (extra: object) =>
	JSON.stringify({ today: '2025-09-13', time_zone: 'Asia/Hong_Kong', days: [{ day: '2025-09-13' }], ...extra });
const dayOf = (url: string | undefined) => /day=([\d-]+)/.exec(url ?? '')?.[1];

test('a stored language choice is renewed in the cookie the server draws the first screen by; none without one', () => {
	assert.match(run({ lang: 'zh' }).cookie, /^lang=zh;max-age=\d+$/);
	assert.is(run({}, { languages: ['zh-CN'] }).cookie, '');
});

test("the kept calendar's offset gives the racing zone's Today, with no Intl", () => {
	assert.is(dayOf(firstRequest({ 'race-calendar': calendar({ utc_offset: 480 }) })), '2025-09-13');
});

test("a first visit, an older kept copy or a nonsense offset asks for the phone's date", () => {
	assert.is(dayOf(firstRequest({})), '2025-09-12');
	assert.is(dayOf(firstRequest({ 'race-calendar': calendar({}) })), '2025-09-12');
	assert.is(dayOf(firstRequest({ 'race-calendar': calendar({ utc_offset: 100_000 }) })), '2025-09-12');
	assert.is(dayOf(firstRequest({ 'race-calendar': '{not json' })), '2025-09-12');
});

test('a race cache written in the last minute asks for nothing', () => {
	assert.is(firstRequest({ 'race-cache-written': String(NOW - 30_000) }), undefined);
});

test('the shell named is the screen the app will draw first, in the language it will draw it in', () => {
	const signedIn = { token: 'a0', user_name: 'ann' };
	const { shell, lang, url } = run(signedIn);
	assert.equal({ shell, lang, url }, { shell: 'home', lang: '', url: run(signedIn).url });
	assert.is(run({}).shell, 'login', 'a visitor the sign-in guard will send to the form');
	assert.is(run({}, { hash: '#/pages/login/login' }).shell, 'login');
	assert.is(run(signedIn, { hash: '#/pages/wallet/wallet' }).shell, undefined, 'no shell for another first route');
	// the stored choice first, then the phone's first language the app has:
	assert.equal([run({ ...signedIn, lang: 'zh' }).shell, run({ ...signedIn, lang: 'zh' }).lang], ['home-zh', 'zh-CN']);
	assert.is(run({}, { languages: ['fr-FR', 'zh-TW', 'en'] }).shell, 'login-zh');
	assert.is(run({ lang: 'en' }, { languages: ['zh-CN'] }).shell, 'login', 'a stored English choice beats the phone');
	assert.is(run({}, { languages: ['fr-FR', 'de'] }).shell, 'login', 'English when the phone has neither');
});

test('the early request speaks the language the app will', () => {
	const headers: string[] = [];
	runInNewContext(FIRST_DATA_SCRIPT, {
		window: {},
		addEventListener() {},
		localStorage: { getItem: (k: string) => ({ token: 'a0', user_name: 'ann' })[k] ?? null },
		location: { hash: '#/' },
		navigator: { languages: ['zh-CN'] },
		document: { documentElement: { setAttribute() {}, getAttribute: () => null } },
		fetch: (_: string, init: { headers: Record<string, string> }) => headers.push(init.headers['Accept-Language']!),
	});
	assert.equal(headers, ['zh']);
});

test("a send tapped on the sign-in form's copy is held for the app, never sent by the browser", () => {
	const { submit, window } = run({}, { hash: '#/pages/login/login' });
	const send = (inCopy: boolean) => {
		let prevented = false;
		submit?.({ target: { closest: () => inCopy }, preventDefault: () => (prevented = true) });
		return prevented;
	};
	assert.not.ok(send(false), "the app's own forms are left to the app");
	assert.is(window.__hcSent, undefined);
	assert.ok(send(true), "the copy's send is not the browser's");
	assert.is(window.__hcSent, 1, 'held for the app');
});

test.run();
