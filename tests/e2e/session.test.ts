// Sign-up, sign-in, reload and silent token refresh against the real API server serving the built app.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, atHash, signIn } from './support/suite.ts';

const test = apiBrowserSuite('session in the browser', { ACCESS_TOKEN_SECONDS: '600' }, { worker: true });

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.it(
	'a signed-out player is sent to login, and a wrong password shows the server message',
	async ({ browser, server }) => {
		const page = await browser.newPage();
		await page.goto(`${server.appUrl}#/pages/order/list`);
		await atHash(page, '#/pages/login/login');
		await page.fill('#login-user', 'demo');
		await page.fill('#login-password', 'wrong-password');
		await page.click('button[type=submit]');
		await page.waitForSelector('.auth .auth-error[role=alert]');
		assert.is(await page.inputValue('#login-user'), 'demo', 'typed name lost after a failure');
		await page.close();
	},
);

test.it(
	'a page opened while signed out is where the player lands after signing in, with its query',
	async ({ browser, server }) => {
		const page = await browser.newPage();
		await page.goto(`${server.appUrl}#/pages/statement/statement?from=mail`);
		await atHash(page, '#/pages/login/login');
		assert.match(page.url(), 'redirect=%2Fpages%2Fstatement%2Fstatement%3Ffrom%3Dmail', 'the page opened was lost');
		await page.fill('#login-user', 'demo');
		await page.fill('#login-password', 'demo-pass-2025');
		await page.click('button[type=submit]');
		await atHash(page, '#/pages/statement/statement');
		assert.is(await page.evaluate(() => location.hash), '#/pages/statement/statement?from=mail');
		await page.waitForSelector('.w-row');
		// a login link pointing off the app lands on home instead:
		await page.evaluate(() => localStorage.clear());
		await page.goto(`${server.appUrl}#/pages/login/login?redirect=${encodeURIComponent('//evil.example/')}`);
		await page.reload();
		await page.fill('#login-user', 'demo');
		await page.fill('#login-password', 'demo-pass-2025');
		await page.click('button[type=submit]');
		await atHash(page, '#/');
		assert.ok(page.url().startsWith(server.appUrl), 'the player was sent off the app');
		await page.close();
	},
);

test.it(
	'signs up with a texted code; an invalid invite code is refused without losing the form',
	async ({ browser, server }) => {
		const page = await browser.newPage();
		await page.goto(`${server.appUrl}#/pages/login/register?invite_code=NOSUCH99`);
		assert.is(await page.inputValue('#reg-invite'), 'NOSUCH99', 'invite code not prefilled from the query');
		const phone = `+8529${String(Date.now()).slice(-7)}`;
		await page.fill('#reg-user', 'e2e_rider');
		await page.fill('#reg-password', 'e2e-password-1');
		await page.fill('#reg-confirm', 'e2e-password-1');
		await page.fill('#reg-phone', phone);
		await page.click('.auth-input-row .btn');
		await page.waitForFunction(() => /\d/.test(document.querySelector('.auth-input-row .btn')?.textContent ?? ''));
		await page.fill('#reg-code', await server.codeFor(phone));
		await page.click('button[type=submit]');
		await page.waitForSelector('.auth .auth-error[role=alert]');
		assert.is(await page.inputValue('#reg-user'), 'e2e_rider');
		await page.fill('#reg-invite', '');
		await page.click('button[type=submit]');
		await atHash(page, '#/');
		assert.is(await stored(page, 'user_name'), 'e2e_rider');
		assert.ok(await stored(page, 'refresh_token'), 'refresh token not stored');
		await page.close();
	},
);

test.it('the demo player signs in and stays signed in after a reload', async ({ browser, server }) => {
	const context = await browser.newContext();
	const page = await context.newPage();
	await signIn(page, server.appUrl);
	assert.is(await stored(page, 'user_name'), 'demo');
	// the reloaded app asks for the balance only with a session it kept; without one it goes to sign in:
	const balance = page.waitForResponse((r) => r.url().includes('/api/user/balance'));
	await page.reload();
	assert.is((await balance).status(), 200, 'the reloaded app was not signed in');
	assert.is(await page.evaluate(() => location.hash.split('?')[0]), '#/', 'reload lost the session');
	await context.close();
});

test.it(
	'an access token that stopped working is refreshed silently and both tokens rotate',
	async ({ browser, server }) => {
		const page = await browser.newPage();
		await signIn(page, server.appUrl);
		const before = await stored(page, 'refresh_token');
		// a token the server no longer accepts, as after its 10 minutes ran out:
		await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
		await page.reload();
		await page.waitForFunction((old) => localStorage.getItem('refresh_token') !== old, before, { timeout: 10_000 });
		assert.is.not(await stored(page, 'token'), 'expired.token.value');
		assert.is(
			await page.evaluate(() => location.hash.split('?')[0]),
			'#/',
			'the player was sent away instead of refreshed',
		);
		await page.close();
	},
);

test.run();
