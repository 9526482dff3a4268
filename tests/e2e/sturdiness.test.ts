// The network dropped at each step of placing a bet and of a top-up: before the send, after it reached the
// server, and in the middle of the reply. The player retries (the same tap, or after a reload): exactly one
// order or top-up exists afterwards, and what was typed stays until the definitive success.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { countPosts, type Drop, dropFirstReply } from './support/drop.ts';
import { openRaces, toStart } from './support/races.ts';
import { type ApiContext, apiBrowserSuite, apiGet, demoContext, open } from './support/suite.ts';

type Retry = 'same tap' | 'after a reload';
// a reply lost before any of it came leaves the bet to be sent again with its key:
const LOST: [Drop, Retry][] = [
	['reply-lost', 'same tap'],
	['reply-lost', 'after a reload'],
];
// a 200 that came garbled or cut short is read back by its key, and the placed bet shown without a second send (what
// the player is told meanwhile is checked by bad-money-replies.test.ts):
const SPOILED: Drop[] = ['reply-garbled', 'reply-cut'];

const bets = apiBrowserSuite('sturdiness: placing a bet on a dropping network', {}, { worker: true });
const PLACE = '**/api/order/place-order';
const ordersTotal = async (page: Page, origin: string) =>
	(await apiGet<{ total: number }>(page, origin, '/order/list')).total;

/** The Detail page of a race that stays open through the test, with its builder filled in: a Quinella, two runners. */
async function betPage({ browser, server }: ApiContext) {
	const { context, page } = await demoContext(browser, server.appUrl, { viewport: { width: 375, height: 800 } });
	const race = (await openRaces(page, server.origin)).find((r) => toStart(r) > 180_000);
	assert.ok(race, 'a race open for three more minutes');
	await open(page, server.appUrl, `/pages/detail/detail?race_id=${race?.race_id}`);
	await page.click('#bet-open');
	await page.waitForFunction(
		(id) => document.querySelector('form.bet-form')?.getAttribute('data-race') === id,
		String(race?.race_id),
	);
	await page.check('input[name=bet-type][value="3"]');
	const runners = page.locator('fieldset[data-field=horse] input[type=checkbox]:not([disabled])');
	await runners.nth(0).check();
	await runners.nth(1).check();
	await page.fill('#bet-amount', '3.5');
	return { context, page, typed: await betInputs(page) };
}

/** What the form shows: type, race, ticked runners and stake. */
const betInputs = (page: Page) =>
	page.evaluate(() => ({
		type: (document.querySelector('input[name=bet-type]:checked') as HTMLInputElement).value,
		race: document.querySelector('form.bet-form')?.getAttribute('data-race'),
		runners: [...document.querySelectorAll<HTMLInputElement>('fieldset[data-field=horse] input:checked')].map(
			(i) => i.id,
		),
		stake: (document.querySelector('#bet-amount') as HTMLInputElement).value,
	}));

/** Waits until the form has restored what was typed (after a reload the runners load again). */
async function sameBet(page: Page, typed: Awaited<ReturnType<typeof betInputs>>, when: string) {
	await page
		.waitForFunction(
			(t) => t.runners.every((id) => (document.getElementById(id) as HTMLInputElement | null)?.checked),
			typed,
			{ timeout: 10_000 },
		)
		.catch(() => {});
	assert.equal(await betInputs(page), typed, `the bet draft changed ${when}`);
}

bets.it('offline: refused up front, nothing sent, the bet kept; placed once back online', async (ctx) => {
	const { context, page, typed } = await betPage(ctx);
	const before = await ordersTotal(page, ctx.server.origin);
	const sent = countPosts(page, /\/api\/order\/place-order$/);
	await context.setOffline(true);
	// offline the button is held (aria-disabled) yet still answers a tap, with the reason:
	await page.click('form.bet-form button[type=submit]', { force: true });
	await page.locator('.toast', { hasText: 'You are offline' }).waitFor();
	assert.is(sent(), 0, 'a bet was sent while offline');
	await sameBet(page, typed, 'after the offline refusal');
	await context.setOffline(false);
	await page.click('form.bet-form button[type=submit]');
	await page.waitForSelector('.bet-placed');
	assert.is(await ordersTotal(page, ctx.server.origin), before + 1, 'exactly one order');
	await context.close();
});

for (const drop of SPOILED) {
	bets.it(`${drop}: read back by its key, the bet shown placed, exactly one order, never sent again`, async (ctx) => {
		const { context, page } = await betPage(ctx);
		const before = await ordersTotal(page, ctx.server.origin);
		const reached = await dropFirstReply(page, PLACE, drop);
		const sent = countPosts(page, /\/api\/order\/place-order$/);
		await page.click('form.bet-form button[type=submit]');
		await page.waitForSelector('.bet-placed', { timeout: 15_000 });
		assert.is(reached(), 1, 'the first send reached the server');
		assert.is(sent(), 1, 'the bet was sent again');
		assert.is(await ordersTotal(page, ctx.server.origin), before + 1, 'exactly one order');
		await context.close();
	});
}

for (const [drop, retry] of LOST) {
	bets.it(`${drop}, retried by ${retry}: exactly one order, the bet kept until it is placed`, async (ctx) => {
		const { context, page, typed } = await betPage(ctx);
		const before = await ordersTotal(page, ctx.server.origin);
		const reached = await dropFirstReply(page, PLACE, drop);
		await page.click('form.bet-form button[type=submit]');
		await page.locator('.toast', { hasText: 'Failed to submit form' }).waitFor({ timeout: 15_000 });
		assert.is(reached(), 1, 'the first send reached the server');
		assert.is(await ordersTotal(page, ctx.server.origin), before + 1, 'the server placed the first send');
		await sameBet(page, typed, `after the ${drop} failure`);
		const key = await page.evaluate(() => JSON.parse(localStorage.getItem('draft:bet') ?? '{}').key);
		assert.ok(key, 'the Idempotency-Key is kept with the draft');
		if (retry === 'after a reload') {
			await page.reload();
			await page.waitForSelector('#bet-amount');
			await sameBet(page, typed, 'across the reload');
		}
		const keys: string[] = [];
		page.on(
			'request',
			(r) => r.method() === 'POST' && /place-order$/.test(r.url()) && keys.push(r.headers()['idempotency-key'] ?? ''),
		);
		await page.click('form.bet-form button[type=submit]');
		await page.waitForSelector('.bet-placed', { timeout: 15_000 });
		assert.equal(keys, [key], 'the retry reuses the kept key');
		assert.is(await ordersTotal(page, ctx.server.origin), before + 1, 'still exactly one order');
		await context.close();
	});
}

bets.run();

// ---

const topups = apiBrowserSuite('sturdiness: a top-up on a dropping network', {}, { worker: true });
const TOPUP = '**/api/wallet/topup';
interface TopupPage {
	total: number;
	list: { amount: number }[];
}
const topupList = (page: Page, origin: string) => apiGet<TopupPage>(page, origin, '/wallet/topups?size=100');

async function topupPage({ browser, server }: ApiContext, amount: string) {
	const { context, page } = await demoContext(browser, server.appUrl, { viewport: { width: 375, height: 800 } });
	await open(page, server.appUrl, '/pages/recharge/recharge');
	await page.fill('#topup-amount', amount);
	await page.check('input[name=topup-method][value=bank_transfer]');
	return { context, page };
}

const topupInputs = (page: Page) =>
	page.evaluate(() => ({
		amount: (document.querySelector('#topup-amount') as HTMLInputElement).value,
		method: (document.querySelector('input[name=topup-method]:checked') as HTMLInputElement | null)?.value,
	}));

const typedTopup = (amount: string) => ({ amount, method: 'bank_transfer' });

topups.it('offline: refused up front, nothing sent, the form kept; sent once back online', async (ctx) => {
	const { context, page } = await topupPage(ctx, '41.25');
	const before = (await topupList(page, ctx.server.origin)).total;
	const sent = countPosts(page, /\/api\/wallet\/topup$/);
	await context.setOffline(true);
	await page.click('form.w-form button[type=submit]', { force: true });
	await page.waitForSelector('form.w-form .auth-error[role=alert]');
	assert.is(sent(), 0, 'a top-up was sent while offline');
	assert.equal(await topupInputs(page), typedTopup('41.25'), 'the form changed after the offline refusal');
	await context.setOffline(false);
	await page.click('form.w-form button[type=submit]');
	await page.waitForSelector('.w-result');
	assert.is((await topupList(page, ctx.server.origin)).total, before + 1, 'exactly one top-up');
	await context.close();
});

for (const [index, drop] of SPOILED.entries()) {
	const amount = `${44 + index}.75`;
	topups.it(`${drop}: read back by its key, the request shown, exactly one top-up, never sent again`, async (ctx) => {
		const { context, page } = await topupPage(ctx, amount);
		const before = (await topupList(page, ctx.server.origin)).total;
		const reached = await dropFirstReply(page, TOPUP, drop);
		const sent = countPosts(page, /\/api\/wallet\/topup$/);
		await page.click('form.w-form button[type=submit]');
		await page.waitForSelector('.w-result', { timeout: 15_000 });
		assert.is(reached(), 1, 'the first send reached the server');
		assert.is(sent(), 1, 'the top-up was sent again');
		const after = await topupList(page, ctx.server.origin);
		assert.is(after.total, before + 1, 'exactly one top-up request');
		assert.is(after.list.filter((r) => r.amount === Number(amount)).length, 1, `one top-up of ${amount}`);
		await context.close();
	});
}

for (const [index, [drop, retry]] of LOST.entries()) {
	const amount = `${42 + index}.75`;
	topups.it(`${drop}, retried by ${retry}: exactly one top-up, the form kept until it is sent`, async (ctx) => {
		const { context, page } = await topupPage(ctx, amount);
		const before = (await topupList(page, ctx.server.origin)).total;
		const reached = await dropFirstReply(page, TOPUP, drop);
		await page.click('form.w-form button[type=submit]');
		await page.waitForSelector('form.w-form .auth-error[role=alert]', { timeout: 15_000 });
		assert.is(reached(), 1, 'the first send reached the server');
		assert.equal(await topupInputs(page), typedTopup(amount), `the form changed after the ${drop} failure`);
		if (retry === 'after a reload') {
			await page.reload();
			await page.waitForSelector('#topup-amount');
			assert.equal(await topupInputs(page), typedTopup(amount), 'the form changed across the reload');
		}
		await page.click('form.w-form button[type=submit]');
		await page.waitForSelector('.w-result', { timeout: 15_000 });
		const after = await topupList(page, ctx.server.origin);
		assert.is(after.total, before + 1, 'exactly one top-up request');
		assert.is(after.list.filter((r) => r.amount === Number(amount)).length, 1, `one top-up of ${amount}`);
		await context.close();
	});
}

topups.run();
