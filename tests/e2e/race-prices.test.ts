// The racing day in the browser: the day picker shows the server's racing days, and a race card shows the tote's
// Win and Place prices from the live pools and a resulted race its final dividends, in English and Chinese, at 360 px. E2E_SHOTS=<dir> also saves
// screenshots of the home and detail pages for a look.
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { openRaces, type Runner } from './support/races.ts';
import { apiBrowserSuite, apiGet, demoContext, open } from './support/suite.ts';

const test = apiBrowserSuite('racing calendar and live prices in the browser', { SIM_TICK_SECONDS: '0' });

const shots = process.env.E2E_SHOTS;

test.it(
	"the day picker shows the server's racing days and a race card its prices, in both languages",
	async ({ browser, server }) => {
		for (const lang of ['en', 'zh']) {
			const { context, page } = await demoContext(browser, server.appUrl, { viewport: { width: 360, height: 780 } });
			await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
			await page.goto(server.appUrl);
			await page.waitForSelector('.meeting');
			const calendar = await apiGet<{ days: { day: string; has_racing: boolean }[] }>(
				page,
				server.origin,
				'/events/calendar',
			);
			const racing = calendar.days.filter((d) => d.has_racing).length;
			await page.waitForFunction((n) => document.querySelectorAll('.day-picker button').length === n, racing);
			const labels = await page.locator('.day-picker button').allTextContents();
			assert.equal(labels, lang === 'en' ? ['Yesterday', 'Today', 'Tomorrow'] : ['昨天', '今天', '明天']);
			if (shots) await page.screenshot({ path: join(shots, `home-${lang}.png`), fullPage: false });

			const raceId = (await openRaces(page, server.origin))[0]!.race_id;
			await open(page, server.appUrl, `/pages/detail/detail?race_id=${raceId}`);
			await page.waitForSelector('.runner-price');
			const card = await apiGet<{ runners: Runner[] }>(page, server.origin, `/events/race?race_id=${raceId}`);
			const first = card.runners.find((r) => !r.scratched)!;
			const row = page.locator('li.runner', {
				has: page.locator(`.runner-no:text-is("${first.horse_id}")`),
			});
			const prices = await row.locator('.runner-price').allTextContents();
			assert.equal(prices, [first.win_price!.toFixed(2), first.place_price?.toFixed(2) ?? '']);
			const note = (await page.locator('.price-note').textContent()) ?? '';
			assert.match(note, lang === 'en' ? /Approximate prices per \$1/ : /估算/);
			if (shots) await page.screenshot({ path: join(shots, `detail-${lang}.png`), fullPage: true });

			// yesterday's races are resulted, with their final dividends:
			type Day = { list: { races: { race_id: number; status: string }[] }[] };
			const yesterday = await apiGet<Day>(
				page,
				server.origin,
				`/events/day_table?day=${calendar.days[0]!.day}&event_type=Races`,
			);
			const done = yesterday.list.flatMap((m) => m.races).find((r) => r.status === 'resulted')!;
			await open(page, server.appUrl, `/pages/detail/detail?race_id=${done.race_id}`);
			const caption = await page.locator('.dividend-table caption').textContent();
			assert.is(caption, lang === 'en' ? 'Final dividends' : '最终派彩');
			assert.is(await page.locator('.runner-price').count(), 0, 'no live prices on a resulted race');
			if (shots) await page.screenshot({ path: join(shots, `result-${lang}.png`), fullPage: true });
			await context.close();
		}
	},
);

test.run();
