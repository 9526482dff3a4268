// Each Way from the bet slip, against the real server: a Win price tapped on a race card, made Each Way in the slip,
// costs twice the stake, is placed as one Each Way order (type 9) for twice the stake, the receipt says Each Way and
// so does the order on the Order page. And the sport event page's price button: the pick added is said aloud.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { seriousViolations } from './support/a11y.ts';
import { pricedRace } from './support/races.ts';
import { openSlip } from './support/slip.ts';
import { apiBrowserSuite, apiGet, demoContext, open } from './support/suite.ts';

// the simulator's timer is off, so the race stays open under the test:
const test = apiBrowserSuite('Each Way in the slip, and sport prices said', { SIM_TICK_SECONDS: '0' });

const VIEWPORT = { width: 360, height: 740 };

/** Today's first open race that pays places, and a runner with both prices. */
async function placeRace(page: Page, origin: string) {
	const { race, runners } = await pricedRace(page, origin, {
		priced: (r) => r.win_price !== null && r.place_price != null,
	});
	return { raceId: race.race_id, runner: runners[0] };
}

test.it(
	'a Win pick made Each Way: cost twice the stake, one Each Way order, said as Each Way',
	async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
		const { raceId, runner } = await placeRace(page, server.origin);
		await open(page, server.appUrl, `/pages/detail/detail?race_id=${raceId}`);
		await page.click(`button.price-btn[aria-label^="Win on ${runner.horse_id} ${runner.name}, "]`);
		await openSlip(page);
		await page.click('.slip-stakes button:text-is("5")');
		assert.is(await page.textContent('[data-testid=slip-cost]'), '$5.00', 'a Win pick costs the stake');
		const ew = page.getByRole('checkbox', { name: new RegExp(`^Each Way.*${runner.name}`) });
		await ew.check();
		assert.is(await page.textContent('[data-testid=slip-cost]'), '$10.00', 'Each Way costs twice the stake');
		assert.match((await page.textContent('.slip-pick .slip-kind')) ?? '', 'Each Way');
		// both halves if it wins, at the prices shown (the part cent dropped as the tote settles):
		const back =
			Math.floor(5 * Math.round(runner.win_price! * 100)) + Math.floor(5 * Math.round(runner.place_price! * 100));
		assert.match((await page.textContent('.slip-pick')) ?? '', `possible return $${(back / 100).toFixed(2)}`);
		assert.equal(
			(await seriousViolations(page)).map((v) => v.id),
			[],
			'axe clean',
		);

		const before = (await apiGet<{ total: number }>(page, server.origin, '/order/list')).total;
		await page.click('section.slip button.slip-place');
		await page.waitForSelector('section.slip .slip-receipt');
		const receipt = (await page.textContent('section.slip .slip-receipt')) ?? '';
		assert.match(receipt, 'Each Way', 'the receipt says Each Way');
		const id = /Bet no\. (\d+)/.exec(receipt)?.[1];
		assert.ok(id, `the receipt gives the bet number: ${receipt}`);
		const orders = await apiGet<{
			total: number;
			list: { id: number; bet_type: number; total_stake: number; race_id: number }[];
		}>(page, server.origin, '/order/list');
		assert.is(orders.total, before + 1, 'one order');
		const order = orders.list.find((o) => String(o.id) === id);
		assert.equal([order?.bet_type, order?.total_stake, order?.race_id], [9, 10, raceId], 'Each Way, $10 for $5 a half');
		await page.click('section.slip .slip-receipt a');
		const card = page.locator('li[aria-current=true] .order-card');
		await card.waitFor();
		assert.match((await card.textContent()) ?? '', 'Each Way', 'the Order page shows Each Way');
		await context.close();
	},
);

test.it(
	"the sport event page's price button: pressed and said as it is added, and again as it is taken off",
	async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
		const events = await apiGet<{ list: { id: number; home: string; away: string }[] }>(
			page,
			server.origin,
			'/sports/list',
		);
		const ev = events.list[0]!;
		await open(page, server.appUrl, `/pages/sport/detail?id=${ev.id}`);
		const status = page.locator('.club [role=status]');
		await status.waitFor({ state: 'attached' });
		assert.is((await status.textContent())?.trim(), '', 'the region is on the page before the first tap');
		const price = page.locator('button.club-odd').first();
		await price.click();
		assert.is(await price.getAttribute('aria-pressed'), 'true');
		assert.match(
			(await status.textContent()) ?? '',
			new RegExp(`^Added to the slip: ${ev.home} vs ${ev.away}: .+ @ \\d+\\.\\d\\d$`),
		);
		await price.click();
		assert.is(await price.getAttribute('aria-pressed'), 'false');
		assert.match((await status.textContent()) ?? '', /^Removed from the slip: /);
		await context.close();
	},
);

test.run();
