// At 200% text, in English and Chinese at 360 px: on the race card two-digit runner numbers stay inside their badges,
// and in the open slip 'More bet types' and 'Place bets' inside their buttons (WCAG 1.4.4).
// E2E_SHOTS=<dir> saves the screenshots.
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { textOutside, textSize } from './support/overflow.ts';
import { pricedRace } from './support/races.ts';
import { openSlip } from './support/slip.ts';
import { apiBrowserSuite, demoContext, newContext, open } from './support/suite.ts';

// the simulator's timer is off, so the race stays open under the test:
const test = apiBrowserSuite('labels inside their boxes at big text', { SIM_TICK_SECONDS: '0' });
const shots = process.env.E2E_SHOTS;

test.it("runner numbers and the slip's buttons hold their labels at 200% text", async ({ browser, server }) => {
	const signedIn = await demoContext(browser, server.appUrl);
	const { race } = await pricedRace(signedIn.page, server.origin, { count: 10 });
	const storageState = await signedIn.context.storageState();
	await signedIn.context.close();
	for (const lang of ['en', 'zh']) {
		const context = await newContext(browser, { viewport: { width: 360, height: 740 }, storageState });
		await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
		const page = await context.newPage();
		await textSize(page, 32);
		await open(page, server.appUrl, `/pages/detail/detail?race_id=${race.race_id}`);
		await page.waitForFunction(() => document.fonts.status === 'loaded');
		const numbers = await page.locator('li.runner .runner-no').allTextContents();
		assert.ok(
			numbers.some((n) => n.length === 2),
			`a two-digit number is on the card (${numbers.join(' ')})`,
		);
		assert.equal(await textOutside(page, '.runner-no'), [], `${lang}: runner numbers`);
		if (shots) {
			await page.locator('li.runner .runner-no').nth(9).scrollIntoViewIfNeeded();
			await page.screenshot({ path: join(shots, `detail-200-${lang}.png`) });
		}
		await page.locator(`button.price-btn`).first().click();
		await openSlip(page);
		const buttons = await page.locator('.slip-actions .btn').allTextContents();
		assert.is(buttons.length, 2, `the slip's two buttons (${buttons.join(', ')})`);
		assert.equal(await textOutside(page, '.slip .btn'), [], `${lang}: the slip's buttons`);
		if (shots) {
			await page.locator('.slip-actions').scrollIntoViewIfNeeded();
			await page.screenshot({ path: join(shots, `detail-slip-200-${lang}.png`) });
		}
		await context.close();
	}
});

test.run();
