// Every money send answered badly after the server took it, or lost before it arrived (support/bad-money-matrix.ts):
// a withdrawal, a top-up, a shop purchase, a sport order, a bet from the bet form and a bet from the slip. Each way
// ends with exactly one stored, the same key throughout, no page error and no raw text.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { eachBadMoneyReply, type MoneyFlow } from './support/bad-money-matrix.ts';
import { signedIn } from './support/bad-read-matrix.ts';
import { pricedRace as firstPriced } from './support/races.ts';
import { openSlip } from './support/slip.ts';
import { type ApiContext, apiBrowserSuite } from './support/suite.ts';

const submit = (form: string) => (page: Page) => page.click(`${form} button[type=submit]`);

const FLOWS: MoneyFlow[] = [
	{
		...{ name: 'withdrawal', api: '/api/wallet/withdraw', records: '/wallet/withdrawals' },
		...{ page: '/pages/withdraw/withdraw', done: '.w-result', failed: '.auth-error[role=alert]' },
		async act(page) {
			await page.fill('#withdraw-amount', '10');
			await submit('form')(page);
		},
		async again(page) {
			assert.is(await page.inputValue('#withdraw-amount'), '10', 'what was typed was lost');
			await submit('form')(page);
		},
	},
	{
		...{ name: 'top-up', api: '/api/wallet/topup', records: '/wallet/topups' },
		...{ page: '/pages/recharge/recharge', done: '.w-result', failed: '.auth-error[role=alert]' },
		async act(page) {
			await page.fill('#topup-amount', '12.34');
			await page.check('input[name=topup-method][value=bank_transfer]');
			await submit('form')(page);
		},
		async again(page) {
			assert.is(await page.inputValue('#topup-amount'), '12.34', 'what was typed was lost');
			await submit('form')(page);
		},
	},
	{
		...{ name: 'shop purchase', api: '/api/shop/buy', records: '/shop/purchases' },
		...{ page: '/pages/shop/shop', done: '.toast:has-text("You bought")', failed: '.toast' },
		async act(page) {
			await page.locator('section.club-card button.btn-primary:not([disabled])').first().click();
			await page.click('.modal .btn-primary');
		},
		async again(page) {
			await this.act(page);
		},
	},
	{
		...{ name: 'sport order', api: '/api/sports/order', records: '/sports/orders' },
		...{ page: '/pages/sport/detail?id=EVENT', done: '#slip-placed', failed: '.toast' },
		async act(page) {
			await page.locator('button.club-odd').first().click();
			await page.fill('#slip-stake', '5');
			await page.click('.club-slip button[type=submit]');
		},
		async again(page) {
			assert.is(await page.inputValue('#slip-stake'), '5', 'the stake was lost');
			await page.click('.club-slip button[type=submit]');
		},
	},
	{
		...{ name: 'bet form', api: '/api/order/place-order', records: '/order/list' },
		...{ page: '/pages/detail/detail?race_id=RACE', done: '.bet-placed', failed: '.toast' },
		async act(page) {
			// the race card's exotic builder, "More bet types": a Quinella on the first two runners
			await page.click('#bet-open');
			await page.check('input[name=bet-type][value="3"]');
			const runners = page.locator('fieldset[data-field=horse] input[type=checkbox]:not([disabled])');
			await runners.nth(0).check();
			await runners.nth(1).check();
			await page.fill('#bet-amount', '1');
			await submit('#bet-form')(page);
		},
		async again(page) {
			assert.is(await page.inputValue('#bet-amount'), '1', 'the stake was lost');
			await submit('#bet-form')(page);
		},
	},
	{
		...{ name: 'slip', api: '/api/order/place-order', records: '/order/list' },
		...{ page: '/pages/detail/detail?race_id=PRICED', done: '.slip-receipt', failed: '.toast' },
		async act(page) {
			await page.locator('button.price-btn:not([disabled])').first().click();
			await openSlip(page);
			await page.click('.slip-stakes button:text-is("10")');
			await page.click('button.slip-place');
		},
		async again(page) {
			await page.click('button.slip-place');
		},
	},
];

/** An open race on the server's Today with a Win price to tap. */
async function pricedRace(ctx: ApiContext) {
	const { state } = await signedIn(ctx);
	const context = await ctx.browser.newContext({ storageState: state });
	const page = await context.newPage();
	await page.goto(ctx.server.appUrl);
	// two minutes to run at least, so it cannot close under the test:
	const found = await firstPriced(page, ctx.server.origin, { lead: 120_000 }).then(
		({ race }) => race.race_id,
		() => 0,
	);
	await context.close();
	assert.ok(found, 'no open race with a Win price today');
	return found;
}

const money = apiBrowserSuite('bad replies: every money send answered badly');

for (const flow of FLOWS) {
	money.it(`${flow.name}: exactly one stored, checked and shown, never a second key`, async (ctx) => {
		const { race, event } = await signedIn(ctx);
		const priced = flow.page.includes('PRICED') ? await pricedRace(ctx) : 0;
		await eachBadMoneyReply(ctx, flow, (path) =>
			path.replace('RACE', String(race)).replace('EVENT', String(event)).replace('PRICED', String(priced)),
		);
	});
}

money.run();
