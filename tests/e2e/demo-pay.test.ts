// The demo provider's checkout page in Chromium: under the server's own CSP, at 320 px, in both
// languages, accessible; paying returns the player to the app with the money in their balance. Then the whole
// trip from the app's top-up form: to the provider page and back to the result card, paid or declined.
import type { Browser, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { seriousViolations, smallTargets } from './support/a11y.ts';
import { balanceOf, playerApi, playerSignIn } from './support/player-api.ts';
import { type ApiContext, apiBrowserSuite, atHash, DEMO, newContext, open, signIn } from './support/suite.ts';

// no simulator ticks: nothing else moves the demo player's money while a test compares balances
const test = apiBrowserSuite('demo provider checkout page', { SIM_TICK_SECONDS: '0' });

/** A card top-up started through the API: the player's token, the top-up and its provider page. */
async function cardTopup({ server }: Pick<ApiContext, 'server'>, amount: number, lang = 'en', signedIn?: string) {
	const token = signedIn ?? (await playerSignIn(server.origin, DEMO.user, DEMO.password, 'e2e-demo-pay')).access_token;
	const topup = await playerApi<{ id: number; checkout: { url: string } }>(server.origin, '/api/wallet/topup', {
		token,
		key: `e2e-pay-${Date.now()}-${amount}`,
		lang,
		body: { amount, method: 'card' },
	});
	return { token, topup, url: `${server.origin}${topup.checkout.url}` };
}

async function phone(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
	// the CSP stays on here; only tsx's __name helper goes in (init scripts are not subject to it)
	const context = await browser.newContext({ viewport: { width: 320, height: 640 }, ...options });
	await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
	const page = await context.newPage();
	const refused: string[] = [];
	page.on('console', (m) => {
		if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
	});
	return { context, page, refused };
}

test.it('fits 320 px under the CSP, and paying returns the player to the app with the new balance', async (ctx) => {
	const { context, page, refused } = await phone(ctx.browser);
	// the player is signed in to the app in this browser, as they are when the app sends them to pay
	await signIn(page, ctx.server.appUrl);
	const appToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
	const { token, topup, url } = await cardTopup(ctx, 64.5, 'en', appToken);
	const before = await balanceOf(ctx.server.origin, token);
	await page.goto(url);
	assert.is(await page.textContent('h1'), 'Demo payment');
	// the stylesheet came from the page's own origin: a refused one would leave the button unstyled
	assert.is(await page.$eval('button[value=pay]', (b) => getComputedStyle(b).minHeight), '48px');
	assert.equal(refused, [], 'the CSP refused something');
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
	assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
	assert.equal(await smallTargets(page), []);
	await page.click('button[value=pay]');
	await atHash(page, '#/pages/recharge/recharge');
	assert.ok(page.url().endsWith(`/app/#/pages/recharge/recharge?topup=${topup.id}`), page.url());
	const after = await balanceOf(ctx.server.origin, token);
	assert.is(Math.round(after * 100), Math.round(before * 100) + 6450);
	const record = await playerApi<{ status: string; reason_code?: string }>(
		ctx.server.origin,
		`/api/wallet/topup?id=${topup.id}`,
		{ token },
	);
	assert.is(record.status, 'approved');
	await context.close();
});

test.it('speaks Chinese to a Chinese player, passes axe, and declining moves nothing', async (ctx) => {
	const { token, topup, url } = await cardTopup(ctx, 20, 'zh-CN,zh;q=0.9');
	const before = await balanceOf(ctx.server.origin, token);
	const context = await newContext(ctx.browser, { viewport: { width: 320, height: 640 } });
	const page = await context.newPage();
	await page.goto(url);
	assert.is(await page.getAttribute('html', 'lang'), 'zh-CN');
	assert.is(await page.textContent('h1'), '演示付款');
	assert.equal(await seriousViolations(page), []);
	await Promise.all([
		page.waitForURL(/\/app\/#\/pages\/recharge\/recharge\?topup=\d+$/),
		page.click('button[value=decline]'),
	]);
	const record = await playerApi<{ status: string; reason_code?: string }>(
		ctx.server.origin,
		`/api/wallet/topup?id=${topup.id}`,
		{ token },
	);
	assert.equal([record.status, record.reason_code], ['failed', 'declined']);
	assert.is(await balanceOf(ctx.server.origin, token), before);
	await context.close();
});

// ---

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const resultTitle = (page: Page, title: string) =>
	page.waitForFunction((t) => document.querySelector('.w-result h2')?.textContent === t, title, { timeout: 15_000 });

/** Signs in, opens the top-up form, and sends a card top-up of `amount` from it; resolves on the provider page. */
async function topupInApp({ browser, server }: Pick<ApiContext, 'browser' | 'server'>, amount: string) {
	const { context, page } = await phone(browser, { viewport: { width: 360, height: 740 } });
	const posts: string[] = [];
	page.on('request', (r) => {
		if (r.method() === 'POST' && r.url().endsWith('/api/wallet/topup'))
			posts.push(r.headers()['idempotency-key'] ?? '');
	});
	await signIn(page, server.appUrl);
	const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
	const before = Math.round((await balanceOf(server.origin, token)) * 100);
	await open(page, server.appUrl, '/pages/recharge/recharge');
	await page.fill('#topup-amount', amount);
	await page.check('input[name=topup-method][value=card]');
	await Promise.all([page.waitForURL(/\/pay\/demo\/[^/]+$/), page.click('form.w-form button[type=submit]')]);
	assert.is(await page.textContent('h1'), 'Demo payment');
	return { context, page, token, before, posts };
}

test.it(
	'a card top-up from the app: provider page, Pay, back to the result card with the balance moved',
	async (ctx) => {
		const { context, page, token, before, posts } = await topupInApp(ctx, '37.25');
		await page.click('button[value=pay]');
		await atHash(page, '#/pages/recharge/recharge');
		assert.match(page.url(), /\/app\/#\/pages\/recharge\/recharge\?topup=\d+$/);
		await resultTitle(page, 'Top-up successful');
		const card = (await page.textContent('.w-result')) ?? '';
		assert.match(card, '$37.25');
		assert.match(card, `Your balance is now ${money(before + 3725)}`);
		assert.ok(
			await page.evaluate(() => document.activeElement?.classList.contains('w-result')),
			'the card has no focus',
		);
		const after = Math.round((await balanceOf(ctx.server.origin, token)) * 100);
		assert.is(after, before + 3725, 'the balance did not move by the top-up');
		assert.is(posts.length, 1, 'one top-up asked for');
		assert.ok(/^[0-9a-f-]{36}$/.test(posts[0] ?? ''), `sent without a UUID Idempotency-Key: ${posts[0]}`);
		assert.is(
			await page.evaluate(() => localStorage.getItem('topup:checkout')),
			null,
			'the kept id outlived the outcome',
		);
		// the history has it approved, with its reference
		await open(page, ctx.server.appUrl, '/pages/recharge/record');
		const row = (await page.textContent('.w-list .w-row')) ?? '';
		assert.match(row, /Card · HC\d{7}/);
		assert.match(row, 'Approved');
		await context.close();
	},
);

test.it('declining on the provider page: the declined result, the balance unchanged, Try again', async (ctx) => {
	const { context, page, token, before } = await topupInApp(ctx, '21.50');
	await page.click('button[value=decline]');
	await atHash(page, '#/pages/recharge/recharge');
	await resultTitle(page, 'Top-up not completed');
	assert.match((await page.textContent('.w-result')) ?? '', 'The payment was declined. No money was taken.');
	const after = Math.round((await balanceOf(ctx.server.origin, token)) * 100);
	assert.is(after, before, 'a declined payment moved money');
	await page.click('.w-result button.btn-primary');
	await page.waitForSelector('#topup-amount');
	assert.is(await page.inputValue('#topup-amount'), '21.5');
	assert.ok(await page.isChecked('input[name=topup-method][value=card]'));
	assert.is(new URL(page.url()).hash, '#/pages/recharge/recharge', 'the return address stayed');
	await context.close();
});

test.it(
	'opening the app again before paying shows the same top-up waiting for payment, not a second one',
	async (ctx) => {
		const { context, page } = await topupInApp(ctx, '12.75');
		const posts: string[] = [];
		context.on('request', (r) => {
			if (r.method() === 'POST' && r.url().endsWith('/api/wallet/topup')) posts.push(r.url());
		});
		// as a reload between the reply and the provider page would: the app again, with what it kept
		const again = await context.newPage();
		await open(again, ctx.server.appUrl, '/pages/recharge/recharge');
		await resultTitle(again, 'Your top-up is waiting for payment');
		assert.match((await again.textContent('.w-result')) ?? '', '$12.75');
		await Promise.all([again.waitForURL(/\/pay\/demo\/[^/]+$/), again.click('.w-result a.btn-primary')]);
		assert.is(again.url(), page.url(), 'another checkout than the one the top-up has');
		await again.click('button[value=pay]');
		await resultTitle(again, 'Top-up successful');
		assert.equal(posts, [], 'a second top-up was asked for');
		await context.close();
	},
);

test.run();
