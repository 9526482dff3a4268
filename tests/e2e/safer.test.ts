// Safer play in the browser against the real server: a deposit limit refuses a top-up over it,
// lowering applies at once, and a raise waits with the date it applies.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, signIn } from './support/suite.ts';

// no simulator ticks: nothing else moves the demo player's money during the test
const test = apiBrowserSuite('safer play in the browser', { SIM_TICK_SECONDS: '0' });

/** What the demo player has already asked to deposit in the last 24 h, in cents. */
const usedToday = (page: Page) =>
	page.evaluate(async () => {
		const r = await fetch('/api/safer/settings', {
			headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
		});
		return Math.round((await r.json()).data.limits.deposit.day.used * 100);
	});

async function setDayLimit(page: Page, cents: number) {
	await page.fill('#sf-deposit-day', (cents / 100).toFixed(2));
	await page.click('#sf-deposit-day ~ button[type=submit]');
}

test.it(
	'a deposit limit refuses a top-up over it, lowers at once and raises only after 7 days',
	async ({ browser, server }) => {
		const page = await browser.newPage();
		await signIn(page, server.appUrl);
		await page.goto(`${server.appUrl}#/pages/safer/safer`);
		await page.waitForSelector('#sf-deposit-day');
		assert.match(await page.title(), 'Safer play');
		const used = await usedToday(page);
		await setDayLimit(page, used + 40_00);
		const limitText = `$${((used + 40_00) / 100).toFixed(2)}`;
		await page.waitForFunction((t) => document.querySelector('.sf-limit')?.textContent?.includes(t), limitText);

		await page.goto(`${server.appUrl}#/pages/recharge/recharge`);
		await page.fill('#topup-amount', '50');
		await page.click('button[type=submit]');
		const refusal = await page.waitForSelector('.auth-error[role=alert]');
		assert.match((await refusal.textContent()) ?? '', 'Deposit limit reached: you can deposit $40.00 more today');
		assert.is(await page.inputValue('#topup-amount'), '50', 'the typed amount is kept');

		await page.goto(`${server.appUrl}#/pages/safer/safer`);
		await page.waitForSelector('#sf-deposit-day');
		const lower = `$${((used + 20_00) / 100).toFixed(2)}`;
		await setDayLimit(page, used + 20_00);
		await page.waitForFunction((t) => document.querySelector('.sf-limit')?.textContent?.includes(t), lower);

		await setDayLimit(page, used + 500_00);
		const pending = await page.waitForSelector('.sf-limit .sf-pending');
		const text = (await pending.textContent()) ?? '';
		const due = new Date(Date.now() + 7 * 86_400_000);
		const day = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
		assert.match(text, `Changes to $${((used + 500_00) / 100).toFixed(2)}, applies on ${day}`);
		assert.match((await page.textContent('.sf-limit')) ?? '', lower, 'the lower limit still holds');
		await page.close();
	},
);

test.run();
