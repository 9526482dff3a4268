// The home page's bet form is the race card's builder, against the real server: a race first (only open races,
// grouped by meeting, soonest first), Quinella, two runners with their prices, placed, the common receipt with the bet
// number, and the order marked on the Order page; axe clean; at 320 px with 200% text nothing past the screen's edge.
// E2E_SHOTS=<dir> saves 360 px screenshots in English and Chinese.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { a11yFailures } from './support/a11y.ts';
import { pastTheEdge } from './support/overflow.ts';
import { openRaces, pricedRace } from './support/races.ts';
import { apiBrowserSuite, apiGet, demoContext, open } from './support/suite.ts';

// the simulator's timer is off, so no race closes under the test:
const test = apiBrowserSuite("the home page's bet builder", { SIM_TICK_SECONDS: '0' }, { worker: true });

const shots = process.env.E2E_SHOTS;
const VIEWPORT = { width: 360, height: 740 };

/** The race choice's options, group by group: [meeting, [race ids]]. */
const raceOptions = (page: Page) =>
	page.$$eval('#bet-leg1 optgroup', (groups) =>
		groups.map((g) => [
			(g as HTMLOptGroupElement).label,
			[...g.querySelectorAll('option')].map((o) => Number((o as HTMLOptionElement).value)),
		]),
	) as Promise<[string, number[]][]>;

test.it(
	'home: a race, then Quinella, two runners with their prices, placed: the common receipt and the order listed',
	async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
		const openList = await openRaces(page, server.origin);
		const { race, runners } = await pricedRace(page, server.origin, { count: 2 });
		const [first, second] = runners;
		if (!second) throw new Error('count: 2 gives two runners');
		await open(page, server.appUrl, '/');
		await page.click('button.bet-toggle');
		await page.waitForSelector('#bet-leg1');
		assert.is(await page.locator('input[name=bet-type]').count(), 0, 'the type comes once a race is chosen');

		// only open races, each meeting's group in the order of its soonest race, races soonest first within it:
		const groups = await raceOptions(page);
		const ids = groups.flatMap(([, list]) => list);
		const byId = new Map(openList.map((r) => [r.race_id, r]));
		assert.ok(ids.length > 0 && ids.every((id) => byId.has(id)), 'every race offered is open');
		assert.is(new Set(groups.map(([m]) => m)).size, groups.length, 'one group a meeting');
		const start = (id: number) => Date.parse(byId.get(id)!.start_time);
		for (const [meeting, list] of groups) {
			assert.ok(
				list.every((id, i) => i === 0 || start(list[i - 1]!) <= start(id)),
				`${meeting}: soonest first`,
			);
			assert.ok(
				list.every((id) => byId.get(id)!.meetings === meeting),
				`${meeting}: only its own races`,
			);
		}
		const firsts = groups.map(([, list]) => start(list[0]!));
		assert.ok(
			firsts.every((t, i) => i === 0 || firsts[i - 1]! <= t),
			'the meeting with the soonest race first',
		);

		await page.selectOption('#bet-leg1', String(race.race_id));
		await page.check('input[name=bet-type][value="3"]');
		const row = page.locator('.bet-row', { has: page.locator(`#bet-horse-${first.horse_id}`) });
		await row.waitFor();
		const text = (await row.textContent()) ?? '';
		assert.match(text, first.name, 'a row names its runner');
		assert.ok(await row.locator('.runner-no').count(), 'with its number');
		assert.ok(await row.locator('svg').count(), 'and its silks');
		assert.match(text, /\d+\.\d\d/, 'and its price');
		assert.is(await page.locator('.bet-problems').count(), 0, 'no problem shown before the player acts');
		assert.not.match((await page.textContent('form.bet-form')) ?? '', 'exchange rate', 'no exchange-rate line');
		await page.check(`#bet-horse-${first.horse_id}`);
		await page.check(`#bet-horse-${second.horse_id}`);
		await page.fill('#bet-amount', '1');
		assert.is(await page.textContent('[data-testid=bet-cost]'), '$1.00');
		if (shots) await page.screenshot({ path: join(shots, 'home-builder-en.png') });
		const failures = await a11yFailures(page, 'home builder');

		await page.click('form.bet-form button[type=submit]');
		await page.waitForSelector('.bet-placed .slip-receipt');
		await page.waitForFunction(() => document.activeElement?.classList.contains('slip-receipt'));
		const receipt = (await page.textContent('.bet-placed .slip-receipt')) ?? '';
		const id = /Bet no\. (\d+)/.exec(receipt)?.[1];
		assert.ok(id, `the receipt gives the bet number: ${receipt}`);
		for (const part of ['Quinella', first.name, second.name, 'Stake $1.00', race.meetings])
			assert.match(receipt, part, `the receipt says ${part}`);
		if (shots) await page.screenshot({ path: join(shots, 'home-receipt-en.png') });
		failures.push(...(await a11yFailures(page, 'home receipt')));
		assert.equal(failures, [], failures.join('\n'));

		const orders = await apiGet<{ list: { id: number; bet_type: number; race_id: number }[] }>(
			page,
			server.origin,
			'/order/list',
		);
		const order = orders.list.find((o) => String(o.id) === id);
		assert.equal([order?.bet_type, order?.race_id], [3, race.race_id], 'the Quinella on that race is placed');
		await page.click('.bet-placed .slip-receipt a');
		const card = page.locator('li[aria-current=true] .order-card');
		await card.waitFor();
		assert.match((await card.textContent()) ?? '', String(id), 'the Order page marks the order');
		await context.close();
	},
);

test.it('home at 320 px with 200% text: the builder fits the screen', async ({ browser, server }) => {
	const { context, page } = await demoContext(browser, server.appUrl, { viewport: { width: 320, height: 640 } });
	const cdp = await context.newCDPSession(page);
	await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
	const { race } = await pricedRace(page, server.origin, { count: 2 });
	await open(page, server.appUrl, '/');
	await page.click('button.bet-toggle');
	await page.selectOption('#bet-leg1', String(race.race_id));
	await page.check('input[name=bet-type][value="8"]');
	await page.waitForSelector('form.bet-form .bet-row');
	const wide = await pastTheEdge(page, 'form.bet-form');
	assert.equal(wide, [], 'nothing in the builder past the screen edge');
	await context.close();
});

test.it('home builder in Chinese at 360 px', async ({ browser, server }) => {
	const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
	const { race } = await pricedRace(page, server.origin, { count: 2 });
	// the language the app starts in, as a player who chose Chinese:
	await page.evaluate(() => localStorage.setItem('lang', 'zh'));
	await page.reload();
	await open(page, server.appUrl, '/');
	await page.click('button.bet-toggle');
	await page.selectOption('#bet-leg1', String(race.race_id));
	await page.check('input[name=bet-type][value="3"]');
	await page.waitForSelector('form.bet-form .bet-row');
	assert.match((await page.textContent('form.bet-form')) ?? '', '连赢', 'the types in Chinese');
	assert.equal(await a11yFailures(page, 'home builder zh'), []);
	if (shots) await page.screenshot({ path: join(shots, 'home-builder-zh.png') });
	await context.close();
});

test.run();
