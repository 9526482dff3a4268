// Two tabs of one player through an access-token expiry: both stay signed in, whether they meet the expiry
// one after the other or at the same moment, with Web Locks and without them (the server's grace period).
import type { BrowserContext, Page, Route } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, newContext, open, signIn } from './support/suite.ts';

const LIFETIME = 8;
// the signed-in call each page makes first, whose 200 shows the session alive:
const ORDERS = '/api/order/list';
const STATEMENT = '/api/wallet/statement';
const SAFER = '/api/safer/';
const test = apiBrowserSuite('one session across tabs', { ACCESS_TOKEN_SECONDS: String(LIFETIME) });

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Waits until the access token the tabs hold has passed its `exp` by the server's clock (this machine's). */
async function expiry(page: Page) {
	const token = (await stored(page, 'token')) ?? '';
	const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
	assert.type(exp, 'number', 'the stored access token is not a JWT');
	await page.waitForFunction((end) => Date.now() > end * 1000 + 250, exp, {
		polling: 250,
		timeout: (LIFETIME + 5) * 1000,
	});
}

/** A tab is on `path` with its session alive: the page's own signed-in request was answered 200, not refused. */
async function onPageSignedIn(page: Page, appUrl: string, path: string, signedInCall: string) {
	const answered = page.waitForResponse((r) => r.url().includes(signedInCall) && r.status() === 200);
	await open(page, appUrl, path);
	await answered;
	assert.is(await page.evaluate(() => location.hash.split('?')[0]), `#${path}`, 'a tab was sent to sign in');
	assert.ok(await stored(page, 'refresh_token'), 'a tab lost its session');
}

/** Two signed-in tabs of one player, counting the refresh requests they send. */
async function twoTabs(context: BrowserContext, appUrl: string) {
	const refreshes: string[] = [];
	const first = await context.newPage();
	const second = await context.newPage();
	for (const page of [first, second])
		page.on('request', (r) => {
			// the refresh token each refresh spends:
			if (r.url().endsWith('/api/user/refresh_token'))
				refreshes.push((r.postDataJSON() as { refresh_token: string }).refresh_token);
		});
	await signIn(first, appUrl);
	await open(second, appUrl, '/pages/index/index');
	assert.is(await stored(second, 'user_name'), 'demo', 'the second tab did not start signed in');
	return { first, second, refreshes };
}

/** Both tabs open a page that needs the player's token, at the same moment, and must land on it signed in. */
async function bothOpen(appUrl: string, pages: Page[], path: string, signedInCall: string) {
	await Promise.all(pages.map((page) => onPageSignedIn(page, appUrl, path, signedInCall)));
}

test.it(
	'two tabs meeting an expired token at the same moment share one refresh and stay signed in',
	async ({ browser, server }) => {
		const context = await newContext(browser);
		const { first, second, refreshes } = await twoTabs(context, server.appUrl);
		await expiry(first);
		const before = await stored(first, 'refresh_token');
		let sent = refreshes.length;
		await bothOpen(server.appUrl, [first, second], '/pages/order/list', ORDERS);
		const spent = refreshes.slice(sent);
		assert.ok(spent.length >= 1, 'no refresh happened: the token did not expire');
		// Web Locks put the tabs one after the other; the second may still read the stored pair from before the
		// first one's renewal reached it (storage arrives late in another tab) and ask again with the same refresh
		// token, which the server's grace period answers with the same successor. Never two rotations:
		assert.ok(spent.length <= 2, `${spent.length} refreshes for two tabs`);
		assert.equal(new Set(spent), new Set([before]), 'the tabs spent different refresh tokens: two rotations');
		assert.is.not(await stored(first, 'refresh_token'), before);
		// and one after the other, through the next expiry:
		await expiry(first);
		await onPageSignedIn(first, server.appUrl, '/pages/statement/statement', STATEMENT);
		sent = refreshes.length;
		await onPageSignedIn(second, server.appUrl, '/pages/safer/safer', SAFER);
		assert.is(refreshes.length, sent, 'the second tab refreshed although the first had just done it');
		await context.close();
	},
);

/** Holds each tab's refresh request until the other tab's has been sent too (or 3 s pass): a true race. */
async function refreshTogether(pages: Page[]) {
	const held: Route[] = [];
	let timer: ReturnType<typeof setTimeout> | undefined;
	const release = () => {
		clearTimeout(timer);
		for (const route of held.splice(0)) void route.continue();
	};
	for (const page of pages)
		await page.route('**/api/user/refresh_token', (route) => {
			held.push(route);
			if (held.length >= pages.length) release();
			else timer = setTimeout(release, 3000);
		});
}

test.it(
	'without Web Locks, tabs refreshing at the same moment are kept together by the server',
	async ({ browser, server }) => {
		const context = await newContext(browser, { serviceWorkers: 'block' });
		await context.addInitScript({ content: "Object.defineProperty(navigator, 'locks', { value: undefined });" });
		const { first, second, refreshes } = await twoTabs(context, server.appUrl);
		assert.is(await first.evaluate(() => navigator.locks), undefined, 'Web Locks are still there');
		await refreshTogether([first, second]);
		await expiry(first);
		await bothOpen(server.appUrl, [first, second], '/pages/order/list', ORDERS);
		assert.is(refreshes.length, 2, 'the tabs did not both refresh: no race was made');
		await expiry(first);
		await bothOpen(server.appUrl, [first, second], '/pages/statement/statement', STATEMENT);
		await context.close();
	},
);

test.run();
