// One way to bet on a race card, against the real server: a Win price tapped, then 'More bet types' opens the
// builder for that race with the tapped runner already chosen; a Quinella placed ends in the slip's receipt (bet
// number, link to the order), the pick leaves the slip, and the order is on the Order page. Also by keyboard alone,
// axe-clean, and at 320 px with 200% text. E2E_SHOTS=<dir> saves 360 px screenshots in English and Chinese.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { a11yFailures as audit } from './support/a11y.ts';
import { focusSettles, press, tabTo } from './support/keyboard.ts';
import { pastTheEdge } from './support/overflow.ts';
import { pricedRace, type Runner } from './support/races.ts';
import { openSlip } from './support/slip.ts';
import { apiBrowserSuite, apiGet, demoContext, open } from './support/suite.ts';

// the simulator's timer is off, so the race stays open under the test:
const test = apiBrowserSuite('the race card builder for more bet types', { SIM_TICK_SECONDS: '0' }, { worker: true });

const shots = process.env.E2E_SHOTS;
const VIEWPORT = { width: 360, height: 740 };

/** Today's first open race with two runners or more to bet on, and those runners. */
async function openRace(page: Page, origin: string) {
	const { race, runners } = await pricedRace(page, origin, { count: 2 });
	return { raceId: race.race_id, runners };
}

const checked = (page: Page, selector: string) => page.locator(selector).isChecked();

test.it(
	"Win tapped, 'More bet types', Quinella with the tapped runner already in, a second picked: placed, the slip's receipt, the order listed",
	async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
		const { raceId, runners } = await openRace(page, server.origin);
		const [first, second] = runners as [Runner, Runner];
		await open(page, server.appUrl, `/pages/detail/detail?race_id=${raceId}`);
		assert.is(await page.locator('form.bet-form').count(), 0, 'no form sits under the runners until asked for');
		await page.click(`button.price-btn[aria-label^="Win on ${first.horse_id} ${first.name}, "]`);
		await openSlip(page);

		await page.click('section.slip button:text-is("More bet types")');
		await page.waitForFunction(() => document.activeElement?.id === 'bet-type');
		assert.is(await page.getAttribute('form.bet-form', 'data-race'), String(raceId), 'the builder is for this race');
		assert.is(await page.locator('form.bet-form select#bet-leg1').count(), 0, 'no race list');
		await page.check('input[name=bet-type][value="3"]');
		assert.ok(await checked(page, 'input[name=bet-type][value="3"]'), 'Quinella chosen');
		assert.ok(await checked(page, `#bet-horse-${first.horse_id}`), 'the runner tapped in the slip is already chosen');
		const row = page.locator('.bet-row', { has: page.locator(`#bet-horse-${first.horse_id}`) });
		assert.match((await row.textContent()) ?? '', first.name, 'a row names its runner');
		assert.match((await row.textContent()) ?? '', first.win_price!.toFixed(2), 'and gives its price');
		assert.is(await page.locator('.bet-problems').count(), 0, 'no problem shown before the player acts');
		assert.not.match((await page.textContent('form.bet-form')) ?? '', 'exchange rate', 'no exchange-rate line');
		await page.check(`#bet-horse-${second.horse_id}`);
		await page.fill('#bet-amount', '1');
		assert.is(await page.textContent('[data-testid=bet-combinations]'), '1');
		assert.is(await page.textContent('[data-testid=bet-cost]'), '$1.00');
		if (shots) await page.screenshot({ path: join(shots, 'builder-en.png'), fullPage: true });
		const failures = await audit(page, 'builder');

		await page.click('form.bet-form button[type=submit]');
		await page.waitForSelector('.bet-placed .slip-receipt');
		const receipt = (await page.textContent('.bet-placed .slip-receipt')) ?? '';
		const id = /Bet no\. (\d+)/.exec(receipt)?.[1];
		assert.ok(id, `the receipt gives the bet number: ${receipt}`);
		assert.match(receipt, 'Quinella');
		assert.match(receipt, first.name);
		assert.match(receipt, second.name);
		assert.match(receipt, 'Stake $1.00');
		assert.ok(
			await page.evaluate(() => document.activeElement?.classList.contains('slip-receipt')),
			'focus on the receipt',
		);
		await page.waitForFunction(() => !document.querySelector('section.slip .slip-pick'));
		if (shots) await page.screenshot({ path: join(shots, 'builder-receipt-en.png') });
		failures.push(...(await audit(page, 'receipt')));
		assert.equal(failures, [], failures.join('\n'));

		const orders = await apiGet<{ list: { id: number; bet_type: number; race_id: number }[] }>(
			page,
			server.origin,
			'/order/list',
		);
		const order = orders.list.find((o) => String(o.id) === id);
		assert.equal([order?.bet_type, order?.race_id], [3, raceId], 'the Quinella on this race is placed');
		await page.click('.bet-placed .slip-receipt a');
		const card = page.locator('li[aria-current=true] .order-card');
		await card.waitFor();
		const text = (await card.textContent()) ?? '';
		assert.match(text, String(id), 'the Order page marks the order');
		assert.match(text, 'Quinella');
		await context.close();
	},
);

test.it(
	'by keyboard alone: More bet types, a type, two runners, a stake, placed, focus on the receipt',
	async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
		const { raceId } = await openRace(page, server.origin);
		await open(page, server.appUrl, `/pages/detail/detail?race_id=${raceId}`);
		await page.waitForSelector('#bet-open');
		await page.locator('#page-title').focus();
		await tabTo(page, (f) => f.id === 'bet-open');
		await press(page, 'Enter');
		await focusSettles(page, '#bet-type');
		// arrow keys move along the type chips and choose: Quinella Box is the next after Quinella
		await press(page, 'ArrowRight');
		assert.ok(await checked(page, 'input[name=bet-type][value="4"]'), 'ArrowRight chose Quinella Box');
		for (let i = 0; i < 2; i++) {
			await tabTo(page, (f) => f.tag === 'input' && /^bet-horse-\d+$/.test(f.id));
			await press(page, 'Space');
		}
		assert.is(await page.locator('fieldset[data-field=horse] input:checked').count(), 2, 'Space ticked two runners');
		await tabTo(page, (f) => f.id === 'bet-amount');
		await page.keyboard.type('1');
		await tabTo(page, (f) => f.tag === 'button' && f.name === 'Place bet');
		await press(page, 'Enter');
		await focusSettles(page, '.slip-receipt');
		assert.match((await page.textContent('.slip-receipt')) ?? '', /Bet no\. \d+/);
		await context.close();
	},
);

test.it('at 320 px with 200% text the builder fits the screen', async ({ browser, server }) => {
	const { context, page } = await demoContext(browser, server.appUrl, { viewport: { width: 320, height: 640 } });
	const cdp = await context.newCDPSession(page);
	await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
	const { raceId } = await openRace(page, server.origin);
	await open(page, server.appUrl, `/pages/detail/detail?race_id=${raceId}`);
	await page.click('#bet-open');
	await page.waitForSelector('form.bet-form .bet-row');
	await page.check('input[name=bet-type][value="8"]');
	const wide = await pastTheEdge(page, 'form.bet-form');
	assert.equal(wide, [], 'nothing in the builder past the screen edge');
	await context.close();
});

test.it('the builder in Chinese at 360 px', async ({ browser, server }) => {
	const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
	const { raceId, runners } = await openRace(page, server.origin);
	await open(page, server.appUrl, `/pages/detail/detail?race_id=${raceId}`);
	// the language the app starts in, as a player who chose Chinese:
	await page.evaluate(() => localStorage.setItem('lang', 'zh'));
	await page.reload();
	await page.waitForSelector('button.price-btn');
	await page.click(`button.price-btn[data-pick$="-1-${runners[0]!.horse_id}"]`);
	await page.click('#bet-open');
	await page.waitForSelector('form.bet-form .bet-row');
	assert.match((await page.textContent('form.bet-form')) ?? '', '连赢', 'the types in Chinese');
	assert.equal(await audit(page, 'builder zh'), []);
	if (shots) await page.screenshot({ path: join(shots, 'builder-zh.png'), fullPage: true });
	await context.close();
});

test.run();
