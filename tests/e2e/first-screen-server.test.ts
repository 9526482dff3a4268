// The home document drawn by the server: the app attaches to its markup (the same nodes, no shift), takes the
// embedded day as its first day-table reply (cached, not asked for again) and works from there.
import * as assert from 'uvu/assert';
import { apiBrowserSuite, DEMO } from './support/suite.ts';

const test = apiBrowserSuite('the server draws the first screen');

async function signInData(origin: string) {
	const res = await fetch(`${origin}/api/user/signin`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ user_name: DEMO.user, password: DEMO.password, device_id: 'e2e-first-screen' }),
	});
	return ((await res.json()) as { data: Record<string, string | number> }).data;
}

for (const lang of ['en', 'zh'] as const) {
	test.it(
		`${lang}: the embedded day is the first fetch, and the app attaches to the drawn screen`,
		async ({ browser, server }) => {
			const session = await signInData(server.origin);
			const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
			await ctx.addInitScript(
				([d, lang]) => {
					for (const [k, v] of Object.entries(d as Record<string, string>)) localStorage.setItem(k, String(v));
					localStorage.setItem('token', String((d as Record<string, string>).access_token));
					localStorage.setItem('lang', String(lang));
					const w = window as unknown as { shifts: number; violations: string[] };
					w.shifts = 0;
					w.violations = [];
					document.addEventListener('securitypolicyviolation', (e) => w.violations.push(e.violatedDirective));
					new PerformanceObserver((list) => {
						for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += e.value;
					}).observe({ type: 'layout-shift', buffered: true });
				},
				[session, lang] as const,
			);
			await ctx.addCookies([{ name: 'lang', value: lang, url: server.origin }]);
			const page = await ctx.newPage();
			const days: string[] = [];
			page.on('request', (r) => r.url().includes('/api/events/day_table') && days.push(r.url()));
			// the entry waits until the drawn screen is marked, so the mark is set before the app can take over:
			let release = () => {};
			const held = new Promise<void>((go) => (release = go));
			await page.route(/\/app\/assets\/index-[\w-]+\.js$/, async (route) => {
				await held;
				await route.continue();
			});
			await page.goto(server.appUrl, { waitUntil: 'domcontentloaded' });
			const shown = lang === 'zh' ? 'home-zh' : 'home';
			// every element the server drew is marked, with the text of the day's list:
			const drawn = await page.evaluate((shown) => {
				const shell = document.querySelector(`[data-ssr][data-shell="${shown}"]`)!;
				const all = [...shell.querySelectorAll('*')] as (Element & { drawn?: 1 })[];
				for (const el of all) el.drawn = 1;
				const names = [...shell.querySelectorAll('.ntj-race, .meeting h3, .meeting h2')].map((e) => e.textContent);
				return { count: all.length, names };
			}, shown);
			assert.ok(drawn.names.length > 0, 'drawn with the day');
			release();
			await page.waitForFunction(
				() => !document.querySelector('.first-shell') && document.querySelector('#app .ntj, #app .meeting'),
			);
			// the app's first render is the server's markup: attaching kept every element (a mismatch would replace some)
			const kept = await page.evaluate(() => {
				const all = [...document.querySelectorAll('#app *')] as (Element & { drawn?: 1 })[];
				const names = [...document.querySelectorAll('#app .ntj-race, #app .meeting h3, #app .meeting h2')].map(
					(e) => e.textContent,
				);
				return { count: all.filter((el) => el.drawn).length, names };
			});
			assert.is(kept.count, drawn.count, 'elements of the drawn screen were replaced');
			// the same names in the same order; the meetings after the first few follow a task at a time (useSlices):
			assert.equal(kept.names.slice(0, drawn.names.length), drawn.names);
			// written by the embedded day itself, before any other day is asked for:
			await page.waitForFunction(() => Number(localStorage.getItem('race-cache-written')) > 0);
			assert.is(days.length, 0, `today's day was asked for: ${days.join(', ')}`);
			// a tap on the day picker now works, and asks for that day only:
			await page.locator('.day-picker button').nth(2).click();
			await page.waitForFunction(
				() => document.querySelector('.day-picker button:nth-child(3)')?.getAttribute('aria-pressed') === 'true',
			);
			await page.waitForFunction(
				(n) => performance.getEntriesByType('resource').filter((e) => e.name.includes('day_table')).length >= n,
				1,
			);
			assert.is(days.length, 1, `today's day was asked for again: ${days.join(', ')}`);
			assert.not.match(days[0] ?? '', (await page.evaluate(() => document.documentElement.dataset.day)) ?? '-');
			const after = await page.evaluate(() => ({
				written: Number(localStorage.getItem('race-cache-written')),
				...(window as unknown as { shifts: number; violations: string[] }),
			}));
			assert.ok(after.written > 0, 'the embedded day was written to the race cache');
			assert.ok(after.shifts <= 0.01, `layout shift ${after.shifts}`);
			assert.equal(after.violations, []);
			await ctx.close();
		},
	);
}

test.run();
