// The shell of the first screen in index.html: painted before any script, the right one for the visitor, and
// replaced by the app with the same layout (no layout shift), under the server's strict CSP.
import type { Browser, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, DEMO } from './support/suite.ts';

const test = apiBrowserSuite('first screen shell in the browser');

/** The boxes of what the shell and the page both show, rounded to the pixel. */
const boxes = (page: Page, scope: string): Promise<Record<string, string>> =>
	page.evaluate(
		([scope, selectors]) =>
			Object.fromEntries(
				selectors.map((s) => {
					const r = document.querySelector(`${scope} ${s}`)?.getBoundingClientRect();
					return [s, r ? [r.x, r.y, r.width, r.height].map(Math.round).join(',') : 'missing'];
				}),
			),
		[
			scope,
			['.header-title', '.day-picker', '.tab-switcher', '.tab-bar', '.auth-brand', 'form.auth', '.auth-submit'],
		] as const,
	);

/** A phone in `locale`, with `stored` in localStorage besides the session (a stored language choice). */
interface Phone {
	locale?: string;
	stored?: Record<string, string>;
}

async function context(browser: Browser, session?: Record<string, string | number>, phone: Phone = {}) {
	const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: phone.locale ?? 'en-GB' });
	if (phone.stored)
		await ctx.addInitScript((stored) => {
			for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
		}, phone.stored);
	await ctx.addInitScript(() => {
		const w = window as unknown as { shifts: number; moved: string[]; violations: string[] };
		w.shifts = 0;
		w.moved = [];
		w.violations = [];
		document.addEventListener('securitypolicyviolation', (e) => w.violations.push(e.violatedDirective));
		type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
		new PerformanceObserver((list) => {
			for (const e of list.getEntries() as Shift[]) {
				w.shifts += e.value;
				// what moved: its role, else its class
				for (const { node } of e.sources)
					if (node instanceof Element) w.moved.push(node.getAttribute('role') ?? node.className);
			}
		}).observe({ type: 'layout-shift', buffered: true });
	});
	if (session) {
		await ctx.addInitScript((d) => {
			localStorage.setItem('token', String(d.access_token));
			localStorage.setItem('refresh_token', String(d.refresh_token));
			localStorage.setItem('user_name', String(d.user_name));
			localStorage.setItem('user_id', String(d.user_id));
		}, session);
	}
	return ctx;
}

async function signInData(origin: string) {
	const res = await fetch(`${origin}/api/user/signin`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ user_name: DEMO.user, password: DEMO.password, device_id: 'e2e-first-shell' }),
	});
	return ((await res.json()) as { data: Record<string, string | number> }).data;
}

const HOME_DONE = '.meeting, .empty-state, .race-error';
const LOGIN_DONE = 'form.auth input#login-user';
const cases: [string, string, boolean, string, string, Phone, RegExp][] = [
	['a signed-in player gets the home shell', '#/', true, 'home', HOME_DONE, {}, /Horse Club/],
	['a signed-out visitor gets the login form', '#/', false, 'login', LOGIN_DONE, {}, /Login/],
	// a Chinese player's first screen is painted from the HTML too, in Chinese, not after the app and its text:
	[
		'a player who chose Chinese gets the Chinese home shell',
		'#/',
		true,
		'home-zh',
		HOME_DONE,
		{ stored: { lang: 'zh' } },
		/马会/,
	],
	[
		'a visitor whose phone is in Chinese gets the Chinese form',
		'#/',
		false,
		'login-zh',
		LOGIN_DONE,
		{ locale: 'zh-CN' },
		/登录/,
	],
];

for (const [name, hash, signedIn, shown, done, phone, text] of cases) {
	test.it(`${name}, painted without scripts and replaced without a shift`, async ({ browser, server }) => {
		const session = signedIn ? await signInData(server.origin) : undefined;
		// without its scripts, the page is the shell alone:
		const bare = await context(browser, session, phone);
		await bare.route(/\/app\/assets\/.*\.js$/, (route) => route.abort());
		const still = await bare.newPage();
		await still.goto(`${server.appUrl}${hash}`);
		assert.is(await still.evaluate(() => document.documentElement.dataset.first), shown);
		assert.ok(await still.isVisible(`[data-shell="${shown}"] .header-title`), 'the shell is not on screen');
		assert.match((await still.locator(`[data-shell="${shown}"]`).textContent()) ?? '', text);
		const onScreen = await still.evaluate(() =>
			[...document.querySelectorAll<HTMLElement>('.first-shell')]
				.filter((s) => getComputedStyle(s).display !== 'none')
				.map((s) => s.dataset.shell),
		);
		assert.equal(onScreen, [shown], 'one shell on screen, the one named');
		const before = await boxes(still, `[data-shell="${shown}"]`);
		assert.equal(await still.evaluate(() => (window as unknown as { violations: string[] }).violations), []);
		await bare.close();

		// with them, the app takes over: the same boxes, no layout shift, the shell gone
		const live = await context(browser, session, phone);
		const page = await live.newPage();
		await page.goto(`${server.appUrl}${hash}`);
		await page.waitForSelector(done, { timeout: 15_000 });
		// the server's home shell already holds the day's meetings: the app has come once the shells are gone
		await page
			.waitForFunction(() => !document.querySelector('.first-shell'), null, { timeout: 15_000 })
			.catch(() => {});
		assert.is(await page.locator('.first-shell').count(), 0, 'the shell is still in the page');
		const after = await boxes(page, '#app');
		for (const [sel, box] of Object.entries(before)) {
			if (box !== 'missing') assert.is(after[sel], box, `${sel} moved between the shell and the page`);
		}
		// the frame that paints what `done` found, and the one after it, have reported their shifts by now:
		await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
		const { shifts, moved } = await page.evaluate(() => {
			const w = window as unknown as { shifts: number; moved: string[] };
			return { shifts: w.shifts, moved: w.moved };
		});
		assert.ok(shifts <= 0.01, `layout shift ${shifts}`);
		// the meetings (or the form) replacing the loading line move nothing around them:
		assert.not.ok(moved.includes('tabpanel'), `the tab panel moved: ${moved.join(', ')}`);
		assert.equal(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), []);
		await live.close();
	});
}

test.run();
