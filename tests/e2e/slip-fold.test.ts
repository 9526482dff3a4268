// The slip folded to one line on every page, opened at most half the screen (scrolling inside), closed by Escape, a
// tap outside or Back, never over the runner just picked; and no text outside its box at 200% text or zoom on home,
// the race card, the slip and the order list, in English and Chinese. E2E_SHOTS=<dir> saves 360 px screenshots.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { textOutside, textSize } from './support/overflow.ts';
import { pricedRace } from './support/races.ts';
import { openSlip } from './support/slip.ts';
import { apiBrowserSuite, demoContext, newContext, open } from './support/suite.ts';

// the simulator's timer is off, so the race stays open under the test:
const test = apiBrowserSuite('the slip folded, and opened within half the screen', { SIM_TICK_SECONDS: '0' });
const shots = process.env.E2E_SHOTS;
const PHONE = { width: 360, height: 740 };
// what holds text on these pages: its boxes, buttons, badges, chips and tiles
const BOXES = '.btn, button, .chip, .runner-no, .ntj-tile, .race-switch a, .order-badge, .slip-head, .tab-bar a';

/** The sheet's box, the screen's height and the bottom edge of the price tapped last (the last pressed one). */
const sheet = (page: Page) =>
	page.evaluate(() => {
		const box = document.querySelector('section.slip')!.getBoundingClientRect();
		const tapped = [...document.querySelectorAll('.price-btn[aria-pressed=true]')].at(-1)?.getBoundingClientRect();
		return { top: box.top, height: box.height, screen: innerHeight, tappedBottom: tapped?.bottom ?? 0 };
	});

/** What of the sheet reaches past the screen's right edge, or past its own box sideways (it scrolls, so it clips). */
const spills = (page: Page) =>
	page.evaluate(() => {
		const slip = document.querySelector('section.slip')!;
		const out = [...slip.querySelectorAll('button, h2, .slip-count')]
			.filter((el) => el.getBoundingClientRect().right > Math.min(innerWidth, slip.clientWidth) + 0.5)
			.map((el) => (el.textContent ?? '').trim());
		return slip.scrollWidth > slip.clientWidth ? [...out, `${slip.scrollWidth} px wide`] : out;
	});

const folded = async (page: Page) => (await page.getAttribute('.slip-toggle', 'aria-expanded')) === 'false';

/** Closed some other way than Back, the open slip's history entry goes too (Back then leaves the page, as before). */
const entryGone = (page: Page) =>
	page.waitForFunction(() => !(history.state as { slip?: number } | null)?.slip, null, { timeout: 5000 });

test.it('folded by default; opened at most half the screen at 200% text, en and zh', async ({ browser, server }) => {
	const signedIn = await demoContext(browser, server.appUrl);
	const { race } = await pricedRace(signedIn.page, server.origin, { count: 8 });
	const storageState = await signedIn.context.storageState();
	await signedIn.context.close();
	for (const lang of ['en', 'zh']) {
		for (const big of [false, true]) {
			const context = await newContext(browser, { viewport: PHONE, storageState });
			await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
			const page = await context.newPage();
			if (big) await textSize(page, 32);
			const at = `${lang}${big ? ' 200%' : ''}`;
			await open(page, server.appUrl, `/pages/detail/detail?race_id=${race.race_id}`);
			// a runner low on the card, where an open sheet would cover it:
			const tap = page.locator('button.price-btn').nth(7);
			await tap.scrollIntoViewIfNeeded();
			await page.locator('button.price-btn').first().click();
			await tap.click();
			await page.waitForSelector('section.slip .slip-head');
			assert.ok(await folded(page), `${at}: folded after the picks`);
			const line = await sheet(page);
			assert.ok(line.height < 0.2 * line.screen, `${at}: one line (${line.height} px)`);
			assert.match((await page.textContent('.slip-head')) ?? '', lang === 'en' ? 'Bets:\u00a02' : '共 2 注');
			assert.equal(await spills(page), [], `${at}: the folded slip within the screen`);
			if (shots) await page.screenshot({ path: join(shots, `slip-folded-${at.replace(' ', '-')}.png`) });
			await openSlip(page);
			await page.click('.slip-stakes .btn');
			const opened = await sheet(page);
			assert.ok(opened.height <= opened.screen / 2 + 1, `${at}: ${opened.height} px of ${opened.screen}`);
			assert.ok(opened.tappedBottom <= opened.top + 1, `${at}: the runner picked stays above the sheet`);
			assert.match((await page.textContent('.slip-head')) ?? '', '$');
			assert.equal(await textOutside(page, `section.slip :is(${BOXES})`), [], `${at}: the slip's text`);
			assert.equal(await spills(page), [], `${at}: the open slip within the screen`);
			if (shots) await page.screenshot({ path: join(shots, `slip-open-${at.replace(' ', '-')}.png`) });
			await open(page, server.appUrl, '/');
			await page.waitForSelector('section.slip .slip-head');
			assert.ok(await folded(page), `${at}: folded again on the next page`);
			if (shots) {
				await page.screenshot({ path: join(shots, `home-slip-folded-${at.replace(' ', '-')}.png`) });
				await openSlip(page);
				await page.screenshot({ path: join(shots, `home-slip-open-${at.replace(' ', '-')}.png`) });
			}
			await context.close();
		}
	}
});

test.it('the open slip closes by Escape, a tap outside it and Back, the page staying', async ({ browser, server }) => {
	const { context, page } = await demoContext(browser, server.appUrl, { viewport: PHONE });
	const { race } = await pricedRace(page, server.origin);
	const card = `/pages/detail/detail?race_id=${race.race_id}`;
	await open(page, server.appUrl, card);
	await page.locator('button.price-btn').first().click();
	await openSlip(page);
	await page.keyboard.press('Escape');
	assert.ok(await folded(page), 'Escape');
	assert.is(await page.evaluate(() => document.activeElement?.className), 'btn slip-toggle', 'focus on its button');
	await entryGone(page);
	await openSlip(page);
	await page.click('.slip-stakes .btn');
	assert.ok(!(await folded(page)), 'a tap inside keeps it open');
	await page.mouse.click(180, 120);
	assert.ok(await folded(page), 'a tap outside');
	await entryGone(page);
	await openSlip(page);
	await page.waitForFunction(() => (history.state as { slip?: number } | null)?.slip === 1);
	await page.goBack();
	await page.waitForFunction(() => document.querySelector('.slip-toggle')?.getAttribute('aria-expanded') === 'false');
	assert.match(page.url(), card.split('?')[0]!, 'Back closed the slip and stayed on the card');
	await context.close();
});

test.it(
	'no text outside its box at 200% zoom: home, race card, slip and orders, en and zh',
	async ({ browser, server }) => {
		const signedIn = await demoContext(browser, server.appUrl);
		const { race } = await pricedRace(signedIn.page, server.origin);
		await open(signedIn.page, server.appUrl, `/pages/detail/detail?race_id=${race.race_id}`);
		await signedIn.page.locator('button.price-btn').first().click();
		await openSlip(signedIn.page);
		await signedIn.page.click('.slip-stakes .btn');
		await signedIn.page.click('button.slip-place');
		await signedIn.page.waitForSelector('.slip-receipt');
		await signedIn.page.click('.slip-receipt button:text-is("Done")');
		await signedIn.page.locator('button.price-btn').first().click();
		const storageState = await signedIn.context.storageState();
		await signedIn.context.close();
		for (const lang of ['en', 'zh']) {
			// a 640 px window at 200% zoom lays the page out at 320 CSS px with every length doubled:
			const context = await newContext(browser, { viewport: { width: 640, height: 1280 }, storageState });
			await context.addInitScript((l) => {
				localStorage.setItem('lang', l);
				document.addEventListener('DOMContentLoaded', () => {
					document.documentElement.style.zoom = '2';
				});
			}, lang);
			const page = await context.newPage();
			for (const path of ['/', `/pages/detail/detail?race_id=${race.race_id}`, 'slip', '/pages/order/list']) {
				if (path === 'slip') await openSlip(page);
				else await open(page, server.appUrl, path);
				assert.equal(await textOutside(page, `#app :is(${BOXES})`), [], `${lang} ${path}`);
			}
			await context.close();
		}
	},
);

test.run();
