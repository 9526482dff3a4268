// A resulted race on a demo day with its crowd: the result lists every dividend the server declared, exotics and
// doubles among them, each under its pool's name, in English and Chinese.
import * as assert from 'uvu/assert';
import { apiBrowserSuite, apiGet, demoContext, open } from './support/suite.ts';

const test = apiBrowserSuite('exotic dividends in a race result', { DEMO_CROWD: '1', SIM_TICK_SECONDS: '0' });

type Dividend = { pool: string; combo: number[]; dividend: number };
type Card = { dividends: Dividend[]; jackpot_out: Record<string, number> };
type Day = { list: { races: { race_id: number; status: string }[] }[] };

const NAMES: Record<string, Record<string, string>> = {
	en: { win: 'Win', place: 'Place', quinella: 'Quinella', exacta: 'Exacta', trifecta: 'Trifecta' },
	zh: { win: '独赢', place: '位置', quinella: '连赢', exacta: '二重彩', trifecta: '三重彩' },
};

test.it(
	'a resulted race shows its Quinella, Exacta and Trifecta dividends, in both languages',
	async ({ browser, server }) => {
		// a fresh server runs yesterday's races with their crowd once it listens:
		await server.logged('demo day resulted', 120_000);
		for (const lang of ['en', 'zh']) {
			const { context, page } = await demoContext(browser, server.appUrl);
			await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
			// a fresh load, so the app starts in the language just set:
			await page.goto(server.appUrl);
			await page.waitForSelector('.meeting');
			const calendar = await apiGet<{ days: { day: string }[] }>(page, server.origin, '/events/calendar');
			const day = await apiGet<Day>(
				page,
				server.origin,
				`/events/day_table?day=${calendar.days[0]!.day}&event_type=Races`,
			);
			const resulted = day.list.flatMap((m) => m.races).filter((r) => r.status === 'resulted');
			let found: (Card & { race_id: number }) | undefined;
			for (const r of resulted) {
				const card = await apiGet<Card>(page, server.origin, `/events/race?race_id=${r.race_id}`);
				const pools = new Set(card.dividends.map((d) => d.pool));
				const exotic = ['place', 'exacta', 'trifecta'].every((p) => pools.has(p));
				if (exotic && Object.keys(card.jackpot_out).length) {
					found = { ...card, race_id: r.race_id };
					break;
				}
			}
			assert.ok(found, 'a resulted race with exotic dividends and a jackpot carried');
			await open(page, server.appUrl, `/pages/detail/detail?race_id=${found.race_id}`);
			const rows = page.locator('.dividend-table tbody tr');
			await rows.first().waitFor();
			const shown = await rows.evaluateAll((trs) =>
				trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
			);
			assert.is(shown.length, found.dividends.length, 'a row for every declared dividend');
			for (const [pool, name] of Object.entries(NAMES[lang]!)) {
				const d = found.dividends.find((x) => x.pool === pool)!;
				const row = shown.find((cells) => cells[0] === name && cells[1] === d.combo.join('-'));
				assert.ok(row, `${lang}: ${name} ${d.combo.join('-')} in ${JSON.stringify(shown)}`);
				assert.ok(row[2]!.replace(/,/g, '').includes(d.dividend.toFixed(2)), `${name} pays ${row[2]}`);
			}
			// a pool nobody won says so, and what it carries on:
			const carried = (await page.locator('.race-jackpot').allTextContents()).join(' ');
			assert.match(carried, lang === 'en' ? 'No winner, jackpot carried' : '无人中奖');
			await context.close();
		}
	},
);

test.run();
