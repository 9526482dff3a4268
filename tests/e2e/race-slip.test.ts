// Betting from the race card against the real server: a Win price tapped puts the bet in the slip, a stake preset
// and one tap place it, the receipt takes the slip's place (nothing moves under the finger) with the bet number and
// focus, the Order page lists the horse by name, and the balance moved by exactly the stake. Also: 'Bet' tapped on a
// race low on the home page opens the form where the player is looking. E2E_SHOTS=<dir> saves 360 px screenshots.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { a11yFailures as audit } from './support/a11y.ts';
import { pricedRace as firstPriced, raceIn, runnerName } from './support/races.ts';
import { openSlip } from './support/slip.ts';
import { apiBrowserSuite, apiGet, demoContext, open } from './support/suite.ts';

// the simulator's timer is off, so the race stays open under the test:
const test = apiBrowserSuite('the race card, the bet slip and its receipt in the browser', { SIM_TICK_SECONDS: '0' });

const shots = process.env.E2E_SHOTS;
const VIEWPORT = { width: 360, height: 740 };

/** Today's first open race with a Win price to tap, and that runner. */
async function pricedRace(page: Page, origin: string) {
	const { race, runners } = await firstPriced(page, origin);
	return { race, runner: runners[0] };
}

const balance = async (page: Page, origin: string) =>
	Math.round(Number(await apiGet(page, origin, '/user/balance')) * 100);

/** Where things are on screen: the tapped row, the sheet's top edge, and the scroll position. */
const layout = (page: Page, horse: number) =>
	page.evaluate((id) => {
		const top = (el: Element | null | undefined) => Math.round(el?.getBoundingClientRect().top ?? Number.NaN);
		const row = [...document.querySelectorAll('li.runner')].find(
			(r) => r.querySelector('.runner-no')?.textContent === String(id),
		);
		return { row: top(row), sheet: top(document.querySelector('section.slip')), y: scrollY };
	}, horse);

test.it(
	'price tap → slip → place → receipt → the order by name, and the balance moved by the stake',
	async ({ browser, server }) => {
		for (const lang of ['en', 'zh']) {
			const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
			const { race, runner } = await pricedRace(page, server.origin);
			const before = await balance(page, server.origin);
			await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
			// a new document, so the language applies (a hash change alone keeps the page as it is):
			await page.goto('about:blank');
			await open(page, server.appUrl, `/pages/detail/detail?race_id=${race.race_id}`);

			const price = runner.win_price!.toFixed(2);
			// the runner as the player reads it, in their language:
			const shownName = await runnerName(page, server.origin, race.race_id, runner.horse_id, lang);
			const horse = `${runner.horse_id} ${shownName}`;
			const name = lang === 'en' ? `Win on ${horse}, ` : `独赢：${runner.horse_id} 号 ${shownName}，`;
			const tap = page.locator(`button.price-btn[aria-label^="${name}"]`);
			await tap.scrollIntoViewIfNeeded();
			await tap.click();
			assert.is(await tap.getAttribute('aria-pressed'), 'true', 'the price shows it is in the slip');
			await openSlip(page);
			assert.match((await page.locator('.slip-pick').textContent()) ?? '', horse);
			await page.click('.slip-stakes button:text-is("10")');
			assert.is(await page.textContent('[data-testid=slip-cost]'), '$10.00');
			const back = Math.floor((1000 * Math.round(runner.win_price! * 100)) / 100);
			const returns =
				lang === 'en' ? `possible return $${(back / 100).toFixed(2)}` : `可能回报 $${(back / 100).toFixed(2)}`;
			assert.match((await page.locator('.slip-pick').textContent()) ?? '', returns);
			assert.match(price, /^\d+\.\d\d$/);

			// nothing the sheet covers is out of reach: the page's end scrolls clear of it. The spacer under the page
			// follows the sheet's height a frame after it changes (a resize observer), so scroll again until it has:
			const clear = await page
				.waitForFunction(
					() => {
						scrollTo(0, document.documentElement.scrollHeight);
						const content = [
							...document.querySelectorAll('main .bet-form, main .bet-form-placeholder, main li.runner'),
						];
						const last = Math.max(...content.map((el) => el.getBoundingClientRect().bottom));
						return last <= document.querySelector('section.slip')!.getBoundingClientRect().top + 1;
					},
					null,
					{ timeout: 10_000 },
				)
				.then(() => true)
				.catch(() => false);
			assert.ok(clear, 'the last of the page scrolls out from under the sheet');
			await tap.scrollIntoViewIfNeeded();
			if (shots) await page.screenshot({ path: join(shots, `slip-${lang}.png`) });
			assert.equal(await audit(page, `slip ${lang}`), []);

			const placing = await layout(page, runner.horse_id);
			await page.click('button.slip-place');
			await page.waitForSelector('.slip-receipt');
			const orders = await apiGet<{ list: { id: number }[] }>(page, server.origin, '/order/list?page=1&size=1');
			const id = orders.list[0]!.id;
			const receipt = (await page.textContent('.slip-receipt')) ?? '';
			assert.match(receipt, lang === 'en' ? `Bet no. ${id}` : `注单号 ${id}`);
			assert.match(receipt, horse);
			assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('slip-receipt')), 'focus on it');
			assert.equal(await layout(page, runner.horse_id), placing, 'the receipt takes the slip’s place: nothing moved');
			if (shots) await page.screenshot({ path: join(shots, `receipt-${lang}.png`) });
			assert.equal(await audit(page, `receipt ${lang}`), []);

			assert.is(before - (await balance(page, server.origin)), 1000, 'the balance moved by exactly the stake');
			await page.click('.slip-receipt a');
			const card = page.locator('li[aria-current=true] .order-card');
			await card.waitFor();
			const text = (await card.textContent()) ?? '';
			assert.match(text, horse);
			const meeting = (await raceIn(page, server.origin, race.race_id, lang))?.meetings;
			assert.match(text, lang === 'en' ? `${meeting} R${race.raceNo}` : `${meeting} 第${race.raceNo}场`);
			assert.match(text, String(id));
			if (shots) await page.screenshot({ path: join(shots, `orders-${lang}.png`) });
			await context.close();
		}
	},
);

test.it(
	"'Bet' on a race low on the home page opens the form where the player is looking",
	async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
		await page.waitForSelector('button.race-bet');
		// the lowest Bet button on the page, brought up to just above the tab bar, as a player scrolls to it:
		const bet = page.locator('button.race-bet').last();
		await bet.evaluate((el) => el.scrollIntoView({ block: 'end' }));
		await page.evaluate(() => scrollBy(0, 56));
		const tapped = await bet.evaluate((el) => el.getBoundingClientRect().top);
		assert.ok(tapped > VIEWPORT.height / 2, `the button is low on the screen (${tapped})`);
		await bet.click();
		await page.waitForSelector('#bet-type');
		const place = () =>
			page.evaluate(() => {
				const f = document.querySelector('form.bet-form')!.getBoundingClientRect();
				return { top: f.top, visible: Math.min(f.bottom, innerHeight - 56) - Math.max(f.top, 44) };
			});
		// the form is brought into view in the frame after it arrives: wait for that outcome, then measure it
		await page
			.waitForFunction(
				(h) => {
					const top = document.querySelector('form.bet-form')!.getBoundingClientRect().top;
					return top >= 44 && top < h - 56;
				},
				VIEWPORT.height,
				{ timeout: 10_000 },
			)
			.catch(() => {});
		const form = await place();
		assert.ok(form.top >= 44 && form.top < VIEWPORT.height - 56, `the form starts on screen (${form.top})`);
		assert.ok(form.visible >= 200, `a good part of it is in view (${form.visible} px)`);
		assert.is(await bet.getAttribute('aria-expanded'), 'true');
		if (shots) await page.screenshot({ path: join(shots, 'home-form-en.png') });
		await context.close();
	},
);

test.it(
	"a slip kept from the race card shows on the home page above the tab bar; 'More bet types' opens the full form in view",
	async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl, { viewport: VIEWPORT });
		const { race, runner } = await pricedRace(page, server.origin);
		await open(page, server.appUrl, `/pages/detail/detail?race_id=${race.race_id}`);
		await page.click(`button.price-btn[aria-label^="Win on ${runner.horse_id} ${runner.name}, "]`);
		await openSlip(page);

		// on the Detail page the form is there already: it is brought into view with focus on its first field
		await page.click('section.slip button:text-is("More bet types")');
		await page.waitForFunction(() => document.activeElement?.id === 'bet-type');
		const detailForm = await page.evaluate(() => document.querySelector('form.bet-form')!.getBoundingClientRect().top);
		assert.ok(detailForm >= 44 && detailForm < VIEWPORT.height / 2, `the form is in view (${detailForm})`);
		assert.is(await page.getAttribute('.slip-toggle', 'aria-expanded'), 'false', 'the slip folds out of its way');

		await open(page, server.appUrl, '/');
		await page.waitForSelector('section.slip .slip-head');
		const edges = await page.evaluate(() => ({
			slip: document.querySelector('section.slip')!.getBoundingClientRect().bottom,
			tabs: document.querySelector('.tab-bar')!.getBoundingClientRect().top,
		}));
		assert.ok(Math.abs(edges.slip - edges.tabs) <= 1, `the sheet sits on the tab bar (${edges.slip} / ${edges.tabs})`);
		assert.is(await page.getAttribute('.slip-toggle', 'aria-expanded'), 'false', 'folded on the next page');
		await openSlip(page);
		if (shots) await page.screenshot({ path: join(shots, 'home-slip-en.png') });
		await page.click('section.slip button:text-is("More bet types")');
		await page.waitForFunction(() => document.activeElement?.id === 'bet-type');
		const home = await page.evaluate(() => ({
			top: document.querySelector('form.bet-form')!.getBoundingClientRect().top,
			race: (document.querySelector('#bet-leg1') as HTMLSelectElement).value,
		}));
		assert.ok(home.top >= 44 && home.top < VIEWPORT.height / 2, `the home page's form is in view (${home.top})`);
		assert.is(home.race, String(race.race_id), "with the slip's race as its first leg");
		await context.close();
	},
);

test.run();
