// The demo provider's checkout page in Chromium: under the server's own CSP, at 320 px, in both
// languages, accessible; paying returns the player to the app with the money in their balance.
import type { Browser } from 'playwright-core';
import * as assert from 'uvu/assert';
import { seriousViolations, smallTargets } from './support/a11y.ts';
import { type ApiContext, apiBrowserSuite, atHash, DEMO, newContext, signIn } from './support/suite.ts';

const test = apiBrowserSuite('demo provider checkout page');

async function api(origin: string, path: string, init: { token?: string; body?: unknown; key?: string } = {}) {
	const headers: Record<string, string> = { 'content-type': 'application/json' };
	if (init.token) headers.authorization = `Bearer ${init.token}`;
	if (init.key) headers['idempotency-key'] = init.key;
	const res = await fetch(`${origin}/api${path}`, {
		method: init.body === undefined ? 'GET' : 'POST',
		headers,
		body: init.body === undefined ? undefined : JSON.stringify(init.body),
	});
	// biome-ignore lint/suspicious/noExplicitAny: each call reads the fields it asked for
	return ((await res.json()) as { data: any }).data;
}

async function cardTopup({ server }: Pick<ApiContext, 'server'>, amount: number, lang = 'en', signedIn?: string) {
	const signin = signedIn
		? null
		: await api(server.origin, '/user/signin', {
				body: { user_name: DEMO.user, password: DEMO.password, device_id: 'e2e-demo-pay' },
			});
	const token = signedIn ?? (signin.access_token as string);
	const res = await fetch(`${server.origin}/api/wallet/topup`, {
		method: 'POST',
		headers: {
			'content-type': 'application/json',
			authorization: `Bearer ${token}`,
			'idempotency-key': `e2e-pay-${Date.now()}-${amount}`,
			'accept-language': lang,
		},
		body: JSON.stringify({ amount, method: 'card' }),
	});
	const topup = ((await res.json()) as { data: { id: number; checkout: { url: string } } }).data;
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
	const before = (await api(ctx.server.origin, '/user/balance', { token })) as number;
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
	const after = (await api(ctx.server.origin, '/user/balance', { token })) as number;
	assert.is(Math.round(after * 100), Math.round(before * 100) + 6450);
	const record = await api(ctx.server.origin, `/wallet/topup?id=${topup.id}`, { token });
	assert.is(record.status, 'approved');
	await context.close();
});

test.it('speaks Chinese to a Chinese player, passes axe, and declining moves nothing', async (ctx) => {
	const { token, topup, url } = await cardTopup(ctx, 20, 'zh-CN,zh;q=0.9');
	const before = (await api(ctx.server.origin, '/user/balance', { token })) as number;
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
	const record = await api(ctx.server.origin, `/wallet/topup?id=${topup.id}`, { token });
	assert.equal([record.status, record.reason_code], ['failed', 'declined']);
	assert.is(await api(ctx.server.origin, '/user/balance', { token }), before);
	await context.close();
});

test.run();
