// The slip one key away and the home page's Tab stops grouped: from the top of home, Skip to content, Go to bet slip
// and Enter put focus on the slip's heading; the builder, next to jump, the meetings and the slip follow one another
// Tab by Tab; in the sideways strips (next-to-jump tiles, a race card's R1..Rn) every focused item is fully on screen,
// at 375 px and at 200% text.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { press } from './support/keyboard.ts';
import { textSize } from './support/overflow.ts';
import { pricedRace } from './support/races.ts';
import { apiBrowserSuite, demoContext, open } from './support/suite.ts';

// the simulator's timer is off, so the races stay open under the test:
const test = apiBrowserSuite('the slip one key away, lists one Tab stop each', { SIM_TICK_SECONDS: '0' });
const PHONE = { viewport: { width: 375, height: 667 } };

/** Home with a pick in the slip, the lists' keys in place (they come after the first paint). */
async function homeWithPick(page: Page, origin: string, appUrl: string) {
	const { race } = await pricedRace(page, origin);
	await open(page, appUrl, `/pages/detail/detail?race_id=${race.race_id}`);
	await page.locator('button.price-btn').first().click();
	await open(page, appUrl, '/');
	await page.waitForSelector('section.slip .slip-head');
	await page.waitForSelector('.race-link[tabindex="-1"]');
}

/** The focused item's box against the viewport and its strip: how far any edge is outside either (whole px). */
const outside = (page: Page, strip: string) =>
	page.evaluate((sel) => {
		const el = document.activeElement!;
		const box = el.getBoundingClientRect();
		const row = el.closest(sel)!.getBoundingClientRect();
		const left = Math.max(0, row.left);
		const right = Math.min(innerWidth, row.right);
		return Math.floor(Math.max(0, left - box.left, box.right - right, -box.top, box.bottom - innerHeight));
	}, strip);

test.it('from the top of home to the slip in three key presses', async ({ browser, server }) => {
	const { context, page } = await demoContext(browser, server.appUrl, PHONE);
	await homeWithPick(page, server.origin, server.appUrl);
	// a new document, so focus starts at its top, as a keyboard player arrives:
	await page.goto('about:blank');
	await open(page, server.appUrl, '/');
	await page.waitForSelector('section.slip .slip-head');
	await page.waitForSelector('.race-link[tabindex="-1"]');
	assert.is((await press(page, 'Tab')).name, 'Skip to content');
	assert.is((await press(page, 'Tab')).name, 'Go to bet slip', 'the slip is the second stop');
	const heading = await press(page, 'Enter');
	assert.is(heading.id, 'slip-title', 'Enter puts focus on the slip’s heading');
	assert.is(await page.getAttribute('.slip-toggle', 'aria-expanded'), 'true', 'and opens it');
	await context.close();
});

test.it('the builder, next to jump, the meetings and the slip: one Tab stop each', async ({ browser, server }) => {
	const { context, page } = await demoContext(browser, server.appUrl, PHONE);
	await homeWithPick(page, server.origin, server.appUrl);
	await page.locator('button.bet-toggle').focus();
	const stops: string[] = [];
	for (let i = 0; i < 6 && !stops.at(-1)?.includes('slip'); i++) {
		await press(page, 'Tab');
		stops.push(await page.evaluate(() => (document.activeElement as HTMLElement).className));
	}
	assert.equal(stops, ['ntj-tile', 'race-link', 'btn slip-toggle'], `the stops after the builder: ${stops}`);
	// the arrows walk a list, and the item they reach is the list's one Tab stop:
	const first = page.locator('.race-link').first();
	await first.focus();
	const next = await press(page, 'ArrowDown');
	assert.is.not(next.name, await first.evaluate((el) => el.getAttribute('aria-labelledby')), 'ArrowDown moved on');
	const stop = await page.evaluate(() => [
		document.activeElement?.getAttribute('tabindex'),
		document.querySelectorAll('.meetings [tabindex="0"]').length,
	]);
	assert.equal(stop, ['0', 1], 'the item reached is the list’s only Tab stop');
	assert.is((await press(page, 'Tab')).name, 'Open', 'Tab leaves the list for the slip');
	await context.close();
});

for (const big of [false, true]) {
	test.it(
		`every stop in the strips is fully on screen at 375 px${big ? ', 200% text' : ''}`,
		async ({ browser, server }) => {
			const { context, page } = await demoContext(browser, server.appUrl, PHONE);
			if (big) await textSize(page, 32);
			const { race } = await pricedRace(page, server.origin);
			await open(page, server.appUrl, '/');
			await page.waitForSelector('.ntj-tile[tabindex="-1"]');
			const tiles = await page.locator('.ntj-tile').count();
			assert.ok(tiles >= 3, `next to jump has tiles to walk (${tiles})`);
			await page.locator('.ntj-tile').first().focus();
			for (let i = 1; i < tiles; i++) {
				await press(page, 'ArrowRight');
				assert.is(await outside(page, '.ntj-list'), 0, `tile ${i + 1} of ${tiles} fully in view`);
			}
			for (let i = tiles - 1; i > 0; i--) {
				await press(page, 'ArrowLeft');
				assert.is(await outside(page, '.ntj-list'), 0, `back to tile ${i}, fully in view`);
			}
			await open(page, server.appUrl, `/pages/detail/detail?race_id=${race.race_id}`);
			const races = await page.locator('.race-switch a').count();
			await page.locator('.race-switch a').first().focus();
			assert.is(await outside(page, '.race-switch'), 0, 'R1 fully in view');
			for (let i = 1; i < races; i++) {
				const f = await press(page, 'Tab');
				assert.is(await outside(page, '.race-switch'), 0, `${f.name} fully in view`);
			}
			await context.close();
		},
	);
}

test.run();
