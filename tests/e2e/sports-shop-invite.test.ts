// Shop, sports and invite against the real API server serving the built app: money moves once, lists follow.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, atHash, signIn } from './support/suite.ts';

const test = apiBrowserSuite(
	'sports, shop and invite in the browser',
	{ ACCESS_TOKEN_SECONDS: '600' },
	{ worker: true },
);

/** Each heading more than one level below the one before it (an h3 after the h1), with its text. */
const skippedHeadings = (page: Page) =>
	page.evaluate(() => {
		let last = 0;
		const found: string[] = [];
		for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
			const level = Number(h.tagName[1]);
			if (level > last + 1) found.push(`${h.tagName} "${h.textContent?.trim()}" after h${last}`);
			last = level;
		}
		return found;
	});

const dollars = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

test.it(
	'buying a shop item lowers the balance by its price and adds it to the history',
	async ({ browser, server }) => {
		const page = await browser.newPage();
		await signIn(page, server.appUrl);
		await page.goto(`${server.appUrl}#/pages/shop/shop`);
		await page.waitForFunction(() =>
			/\d/.test(document.querySelector('[data-testid=shop-balance]')?.textContent ?? ''),
		);
		const before = dollars(await page.textContent('[data-testid=shop-balance]'));
		assert.equal(await skippedHeadings(page), [], "the shop's headings go down a level at a time");
		const card = page.locator('section.club-card:has(button.btn-primary:not([disabled]))').first();
		const name = (await card.getAttribute('aria-label')) ?? '';
		const price = dollars(await card.locator('.club-row b').first().textContent());
		await card.locator('button.btn-primary').click();
		await page.click('.modal .btn-primary');
		await page.waitForFunction(
			(b) => {
				const text = document.querySelector('[data-testid=shop-balance]')?.textContent ?? '';
				return Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100) !== b;
			},
			before,
			{ timeout: 10_000 },
		);
		assert.is(
			dollars(await page.textContent('[data-testid=shop-balance]')),
			before - price,
			'balance not lowered by the price',
		);
		// the history reloads alongside the balance, so it may land a moment later:
		await page
			.waitForFunction((n) => document.querySelector('.club-history li')?.textContent?.includes(n), name, {
				timeout: 10_000,
			})
			.catch(() => {});
		const first = await page.locator('.club-history li').first().textContent();
		assert.match(first ?? '', name, 'purchase missing from the history');
		await page.close();
	},
);

test.it('a sport order placed from an event shows up in SportOrder', async ({ browser, server }) => {
	const page = await browser.newPage();
	await signIn(page, server.appUrl);
	await page.goto(`${server.appUrl}#/pages/sport/sport`);
	await page.locator('.club-card a.club-open').first().click();
	await atHash(page, '#/pages/sport/detail');
	// the page is titled by its match, in its header and the tab's title:
	await page.waitForFunction(() => / vs /.test(document.querySelector('#page-title')?.textContent ?? ''));
	const fixture = (await page.textContent('#page-title')) ?? '';
	assert.is(await page.title(), fixture, "the tab's title is the match");
	assert.equal(await skippedHeadings(page), [], 'the headings go down a level at a time');
	// and again on coming back to it, the event already in hand:
	await page.goto(`${server.appUrl}#/pages/about/about`);
	await page.waitForFunction(() => document.title === 'About');
	await page.goBack();
	await page.waitForFunction((f) => document.querySelector('#page-title')?.textContent === f, fixture);
	await page.waitForFunction((f) => document.title === f, fixture, { timeout: 5000 }).catch(() => {});
	assert.is(await page.title(), fixture, "the tab's title is the match on a return");
	await page.locator('button.club-odd').first().click();
	await page.fill('#slip-stake', '5');
	assert.match((await page.textContent('#slip-return .club-return')) ?? '', '$', 'no potential return shown');
	await page.click('.club-slip button[type=submit]');
	await page.waitForSelector('#slip-placed', { timeout: 10_000 });
	await page.goto(`${server.appUrl}#/pages/order/sport_list`);
	await page.waitForSelector('.order-card');
	const title = await page.locator('.order-card .order-card-title').first().textContent();
	assert.is(title, fixture, 'the newest sport order is not the one just placed');
	assert.match((await page.locator('.order-card').first().textContent()) ?? '', '$5.00');
	await page.close();
});

test.it('a friend who signs up through the invite link shows on the Invite page', async ({ browser, server }) => {
	const page = await browser.newPage();
	await signIn(page, server.appUrl);
	await page.goto(`${server.appUrl}#/pages/invitation/index`);
	const link = (await page.locator('[data-testid=invite-link]').getAttribute('href')) ?? '';
	const code = (await page.textContent('[data-testid=invite-code]')) ?? '';
	assert.match(link, `/app/#/pages/login/register?invite_code=${code}`);

	const friend = await browser.newContext();
	const signUp = await friend.newPage();
	await signUp.goto(link);
	assert.is(await signUp.inputValue('#reg-invite'), code, 'invite code not prefilled from the link');
	const phone = `+8529${String(Date.now()).slice(-7)}`;
	await signUp.fill('#reg-user', 'club_friend');
	await signUp.fill('#reg-password', 'friend-password-1');
	await signUp.fill('#reg-confirm', 'friend-password-1');
	await signUp.fill('#reg-phone', phone);
	await signUp.click('.auth-input-row .btn');
	await signUp.fill('#reg-code', await server.codeFor(phone));
	await signUp.click('button[type=submit]');
	await atHash(signUp, '#/');
	await friend.close();

	await page.reload();
	await page.waitForSelector('.club-history li');
	assert.match((await page.locator('.club-history li').first().textContent()) ?? '', 'c*********d');
	await page.close();
});

test.run();
