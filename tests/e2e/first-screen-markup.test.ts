// The server's first screen is the app's first render, markup for markup, for the same embedded day, in both
// languages: attaching (hydrate) keeps the server's attributes as they are, so a difference would stay on screen.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, DEMO } from './support/suite.ts';

const test = apiBrowserSuite("the server's first screen is the app's first render");

async function signInData(origin: string) {
	const res = await fetch(`${origin}/api/user/signin`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ user_name: DEMO.user, password: DEMO.password, device_id: 'e2e-first-markup' }),
	});
	return ((await res.json()) as { data: Record<string, string | number> }).data;
}

/**
 * What may legitimately differ, each by name: style attributes (the strict CSP refuses them in markup, so the server
 * drops them and the app sets them through the DOM), the order of an element's attributes (a DOM's own), and a
 * countdown's words and final-minutes mark (the time left at the moment each one drew).
 */
function normalised(html: string): string {
	return (
		html
			.replace(/ style="[^"]*"/g, '')
			.replace(/<([a-z][\w-]*)((?: [^\s=>]+(?:="[^"]*")?)+)>/g, (_, tag: string, attrs: string) => {
				const list = attrs.match(/ [^\s=>]+(?:="[^"]*")?/g) ?? [];
				return `<${tag}${list.sort().join('')}>`;
			})
			// with the attributes in order, a countdown's class comes first:
			.replace(/ race-countdown-final/g, '')
			.replace(/(<time class="race-countdown"[^>]*>)[^<]*/g, '$1')
	);
}

/** The first line at which two markups part, with a little of each. */
function firstDifference(a: string, b: string): string {
	let i = 0;
	while (i < a.length && a[i] === b[i]) i++;
	return i === a.length && i === b.length
		? ''
		: `at ${i}:\n server: ${a.slice(i - 80, i + 120)}\n app:    ${b.slice(i - 80, i + 120)}`;
}

/** The app's first render with the server's day: the drawn screen emptied but still marked, so the entry takes the
 * attaching path (the day handed over, the list drawn at once) and creates every node itself; read in the task it
 * renders in, before its effects. */
async function appFirstRender(page: Page, shown: string, release: () => void): Promise<string> {
	await page.evaluate((shown) => {
		const w = window as unknown as { firstRender: Promise<string> };
		const app = document.getElementById('app')!;
		w.firstRender = new Promise((done) => {
			const seen = new MutationObserver(() => {
				if (app.querySelector('.first-shell') || !app.firstElementChild) return;
				seen.disconnect();
				done(app.innerHTML);
			});
			seen.observe(app, { childList: true });
		});
		document.querySelector(`[data-ssr][data-shell="${shown}"]`)!.replaceChildren();
	}, shown);
	release();
	return page.evaluate(() => (window as unknown as { firstRender: Promise<string> }).firstRender);
}

/** Whether a race the server drew has started by now: the app leaves it out of what is next, rightly. */
const startedSince = (drawn: string) =>
	[...drawn.matchAll(/datetime="([^"]+)"/g)].some((m) => Date.parse(m[1] as string) <= Date.now());

/** The server's drawn home screen and the app's first render of it, normalised. */
async function bothRenders(browser: import('playwright-core').Browser, origin: string, appUrl: string, lang: Lang) {
	const session = await signInData(origin);
	const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
	try {
		await ctx.addInitScript(
			([d, lang]) => {
				for (const [k, v] of Object.entries(d as Record<string, string>)) localStorage.setItem(k, String(v));
				localStorage.setItem('token', String((d as Record<string, string>).access_token));
				localStorage.setItem('lang', String(lang));
			},
			[session, lang] as const,
		);
		await ctx.addCookies([{ name: 'lang', value: lang, url: origin }]);
		const page = await ctx.newPage();
		// the entry waits, so the server's markup is read before the app can touch it:
		let release = () => {};
		const held = new Promise<void>((go) => (release = go));
		await page.route(/\/app\/assets\/index-[\w-]+\.js$/, async (route) => {
			await held;
			await route.continue();
		});
		await page.goto(appUrl, { waitUntil: 'domcontentloaded' });
		const shown = lang === 'zh' ? 'home-zh' : 'home';
		const drawn = await page.evaluate(
			(shown) => document.querySelector(`[data-ssr][data-shell="${shown}"]`)?.innerHTML ?? '',
			shown,
		);
		assert.match(drawn, /class="meeting/, 'the server drew no meetings');
		const app = await appFirstRender(page, shown, release);
		assert.match(app, lang === 'zh' ? /马会/ : /Horse Club/, 'the app rendered in another language');
		return { drawn, app };
	} finally {
		await ctx.close();
	}
}

type Lang = 'en' | 'zh';

for (const lang of ['en', 'zh'] as const) {
	test.it(
		`${lang}: the drawn home screen equals the app's first render of the same day`,
		async ({ browser, server }) => {
			// the demo's races start every few seconds across its meetings: a case in which one started between the
			// server's drawing and the app's is drawn again, a few times at most
			for (let tries = 1; ; tries++) {
				const { drawn, app } = await bothRenders(browser, server.origin, server.appUrl, lang);
				const difference = firstDifference(normalised(drawn), normalised(app));
				if (difference && startedSince(drawn) && tries < 4) continue;
				assert.is(difference, '', `the server's markup is not the app's first render ${difference}`);
				return;
			}
		},
	);
}

test.run();
