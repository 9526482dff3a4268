// The screens of states a route reaches only by a player's taps: the home page's bet builder and its receipt, a race
// card's builder, and the slip with an Each Way pick. Each shot is of the part the tap brought up.
import type { Page } from 'playwright-core';

/** Waits for what the tap brought up, then shoots it with the element at the top of the screen. */
async function shootAt(page: Page, selector: string, file: string) {
	const el = page.locator(selector).first();
	await el.waitFor({ timeout: 15_000 });
	await el.evaluate((e) => {
		// under the sticky header, not behind it:
		const top = e.getBoundingClientRect().top + scrollY - 56;
		scrollTo(0, Math.max(0, top));
	});
	await page.evaluate(() => document.fonts.ready);
	await page.waitForTimeout(300);
	await page.screenshot({ path: file });
}

/** Two runners in the builder's rows that are not scratched. */
async function pickTwo(page: Page) {
	const boxes = page.locator('.bet-rows input[data-field=horse]:not([disabled])');
	await boxes.nth(1).waitFor({ timeout: 15_000 });
	await boxes.nth(0).check();
	await boxes.nth(1).check();
}

export async function shootStates(page: Page, base: string, raceQuery: string, file: (name: string) => string) {
	// home: a race first, then Quinella, two runners and a stake; then the receipt of the bet placed
	await page.goto(`${base}#/`);
	await page.locator('button.bet-toggle').click();
	const race = page.locator('#bet-leg1');
	await race.waitFor();
	const id = /race_id=(\d+)/.exec(raceQuery)?.[1] ?? '';
	await race.selectOption(id);
	await page.locator('input[name=bet-type][value="3"]').check();
	await pickTwo(page);
	await page.fill('#bet-amount', '2');
	await shootAt(page, '#bet-form', file('home-builder'));
	await page.locator('#bet-form button[type=submit]').click();
	await shootAt(page, '.bet-placed', file('home-receipt'));

	// the race card: 'More bet types' opens the builder for this race only
	await page.goto(`${base}#/pages/detail/detail${raceQuery}`);
	await page.locator('#bet-open').click();
	await pickTwo(page);
	await shootAt(page, '#bet-form', file('detail-builder'));
	await page.locator('.bet-builder-head button').click();

	// a Win price in the slip, made Each Way
	await page.locator('button.price-btn').first().click();
	await page.locator('.slip-ew input').first().check();
	await page.locator('.slip-stakes button').first().click();
	await page.evaluate(() => scrollTo(0, 0));
	await page.waitForTimeout(300);
	await page.screenshot({ path: file('detail-slip-each-way') });
	// leaves no pick behind for the screens after
	await page.evaluate(() => localStorage.removeItem('bet-slip'));
}
