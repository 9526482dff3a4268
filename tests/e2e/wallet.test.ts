// Wallet against the real API server: bind a card, top up, operator approval, balance and statement, withdraw, logout.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, atHash, signIn } from './support/suite.ts';

const test = apiBrowserSuite('wallet in the browser');
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
const money = (c: number) => `$${(c / 100).toFixed(2)}`;
const go = async (page: Page, base: string, path: string) => {
	await page.goto(`${base}#${path}`);
	await atHash(page, `#${path}`);
};

test.it(
	'card, top-up approved by the operator, balance, statement, withdrawal, logout',
	async ({ browser, server }) => {
		const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
		const page = await context.newPage();
		const keys: string[] = [];
		page.on('request', (r) => {
			if (r.method() === 'POST' && /\/api\/wallet\/(topup|withdraw)$/.test(r.url())) {
				keys.push(r.headers()['idempotency-key'] ?? '');
			}
		});
		await signIn(page, server.appUrl);

		await go(page, server.appUrl, '/pages/account/account');
		await page.waitForFunction(() => /\d/.test(document.querySelector('.account-balance')?.textContent ?? ''));
		const before = cents(await page.textContent('.account-balance'));
		const after = money(before + 12345);

		// bind a new card: a bad number is refused in the page, a good one is saved and shown masked
		await go(page, server.appUrl, '/pages/bankCard/bankCard');
		await page.click('.bank-card-current button');
		await page.fill('#card-holder', 'Demo Player');
		await page.fill('#card-bank', 'E2E Bank');
		await page.fill('#card-number', '5555 5555 5555 4445');
		await page.click('form button[type=submit]');
		await page.waitForSelector('.auth-error[role=alert]');
		await page.fill('#card-number', '5555 5555 5555 4444');
		await page.click('form button[type=submit]');
		await page.waitForFunction(() => /4444/.test(document.querySelector('.bank-card-current')?.textContent ?? ''));
		assert.match((await page.textContent('.bank-card-current')) ?? '', 'E2E Bank');

		// request a top-up: pending afterwards, with a link to the history
		await go(page, server.appUrl, '/pages/recharge/recharge');
		await page.fill('#topup-amount', '123.45');
		await page.check('input[name=topup-method][value=card]');
		await page.click('form button[type=submit]');
		await page.waitForSelector('#request-result');
		assert.match((await page.textContent('#request-result')) ?? '', 'Pending');
		assert.is(keys.length, 1);
		assert.ok(/^[0-9a-f-]{36}$/.test(keys[0] ?? ''), `top-up sent without a UUID Idempotency-Key: ${keys[0]}`);

		// the operator approves it from the CLI
		const pending = JSON.parse(await server.admin('topups', 'list', '--status', 'pending')) as {
			list: { id: number; amount: number }[];
		};
		const mine = pending.list.find((r) => r.amount === 123.45);
		assert.ok(mine, 'the top-up is not in the operator list');
		await server.admin('topups', 'approve', String(mine?.id));

		// TopUp History shows it approved
		await go(page, server.appUrl, '/pages/recharge/record');
		await page.waitForFunction(() =>
			[...document.querySelectorAll('.w-row')].some(
				(r) => /123\.45/.test(r.textContent ?? '') && /Approved/.test(r.textContent ?? ''),
			),
		);

		// the account shows the balance grown by the top-up
		await go(page, server.appUrl, '/pages/account/account');
		await page.waitForFunction((b) => document.querySelector('.account-balance')?.textContent === b, after);

		// the statement has the top-up line with its running balance
		await go(page, server.appUrl, '/pages/statement/statement');
		await page.waitForSelector('.w-row');
		const first = (await page.textContent('.w-list .w-row')) ?? '';
		assert.match(first, 'Top-up');
		assert.match(first, '+$123.45');
		assert.match(first, after);

		// withdraw to the bound card, then see it in the record
		await go(page, server.appUrl, '/pages/withdraw/withdraw');
		await page.waitForFunction((b) => document.querySelector('.withdraw-balance')?.textContent === b, after);
		await page.fill('#withdraw-amount', String((before + 12345) / 100 + 1));
		await page.click('form button[type=submit]');
		assert.match((await page.textContent('.auth-error[role=alert]')) ?? '', 'available balance');
		await page.fill('#withdraw-amount', '50');
		await page.click('form button[type=submit]');
		await page.waitForSelector('#request-result');
		assert.match((await page.textContent('#request-result')) ?? '', '4444');
		assert.is(keys.length, 2);
		await go(page, server.appUrl, '/pages/withdraw/record');
		await page.waitForFunction(() => /\$50\.00/.test(document.querySelector('.w-list .w-row')?.textContent ?? ''));
		assert.match((await page.textContent('.w-list .w-row')) ?? '', 'Pending');

		// no sideways scrolling at 320 px
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
		assert.ok(overflow <= 0, `page is ${overflow}px wider than the 320px screen`);

		// logout lands on the login page
		await go(page, server.appUrl, '/pages/account/account');
		await page.click('.w-logout');
		await page.click('.modal .btn-primary');
		await atHash(page, '#/pages/login/login');
		assert.is(await page.evaluate(() => localStorage.getItem('token')), null);
		await context.close();
	},
);

test.it(
	'change password: a wrong current password shows the server message, then a good change',
	async ({ browser, server }) => {
		await server.admin('create-player', 'pw_player', 'first-pass-1');
		const page = await browser.newPage();
		await signIn(page, server.appUrl, 'pw_player', 'first-pass-1');
		await go(page, server.appUrl, '/pages/changePassword/changePassword');
		await page.fill('#pw-old', 'not-the-password');
		await page.fill('#pw-new', 'second-pass-2');
		await page.fill('#pw-confirm', 'second-pass-2');
		await page.click('form button[type=submit]');
		await page.waitForSelector('.auth-error[role=alert]');
		assert.match((await page.textContent('.auth-error[role=alert]')) ?? '', 'incorrect');
		await page.fill('#pw-old', 'first-pass-1');
		await page.click('form button[type=submit]');
		await page.waitForSelector('.password-done');
		await page.close();
	},
);

test.run();
