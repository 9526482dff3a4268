// Racing basics against the real server, at 360 and 320 px in English and Chinese: the race card's R1..Rn, countdown
// and favourite; the Order page's Pending / Won / Lost / All kept in its address and its Races | Sports; a sports price
// tile that adds its pick to the slip in one tap. axe finds nothing serious, no page is wider than the screen.
// E2E_SHOTS=<dir> saves 360 px screenshots.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { a11yFailures } from './support/a11y.ts';
import type { Runner } from './support/races.ts';
import { apiBrowserSuite, apiGet, atHash, demoContext, open } from './support/suite.ts';

// the simulator's timer is off, so the races stay as they are under the test:
const test = apiBrowserSuite('racing basics: R1..Rn, countdown, favourite, order filters, sport tiles', {
	SIM_TICK_SECONDS: '0',
});

const shots = process.env.E2E_SHOTS;
const CASES = [
	{ lang: 'en', width: 360 },
	{ lang: 'zh', width: 360 },
	{ lang: 'en', width: 320 },
	{ lang: 'zh', width: 320 },
] as const;
const WORDS = {
	en: {
		race: (no: number) => `R${no}`,
		jumps: /Jumps in/,
		won: 'Won',
		sports: 'Sports',
		added: 'Added to the slip: ',
		// what a screen reader hears on the badge: one favourite, or two or more priced the same
		fav: { one: 'Favourite', joint: 'Joint favourite' },
	},
	zh: {
		race: (no: number) => `第${no}场`,
		jumps: /后开跑/,
		won: '已中奖',
		sports: '体育',
		added: '已加入投注单：',
		fav: { one: '热门马', joint: '并列热门马' },
	},
};

interface Meeting {
	event_id: number;
	meetings: string;
	races: { race_id: number; raceNo: number; status: string; start_time: string }[];
}

async function page(browser: Parameters<typeof demoContext>[0], base: string, lang: string, width: number) {
	const { context, page } = await demoContext(browser, base, { viewport: { width, height: 740 } });
	await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
	// a new document, so the language applies:
	await page.goto('about:blank');
	return { context, page };
}

/** What must hold on any screen: the a11y gate (axe, named fields, 44 px targets), nothing wider than the screen. */
async function audit(page: Page, label: string) {
	const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
	return [...(await a11yFailures(page, label)), ...(wide ? [`${label}: the page is wider than the screen`] : [])];
}

/** Today's meeting with the most races, and in it an open race more than two minutes from its start. */
async function meetingToday(page: Page, origin: string) {
	const { today } = await apiGet<{ today: string }>(page, origin, '/events/calendar');
	const day = await apiGet<{ list: Meeting[] }>(page, origin, `/events/day_table?day=${today}&event_type=Races`);
	const meetings = day.list
		.filter((m) => m.races.length >= 3)
		.filter((m) => m.races.some((r) => r.status === 'open' && Date.parse(r.start_time) - Date.now() > 120_000));
	const meeting = meetings.sort((a, b) => b.races.length - a.races.length)[0];
	if (!meeting) throw new Error('no meeting today with an open race');
	const race = meeting.races.find((r) => r.status === 'open' && Date.parse(r.start_time) - Date.now() > 120_000)!;
	return { meeting, race };
}

test.it(
	'the race card: R1..Rn with the current race marked, a countdown, the favourite',
	async ({ browser, server }) => {
		for (const { lang, width } of CASES) {
			const { context, page: p } = await page(browser, server.appUrl, lang, width);
			await p.goto(server.appUrl);
			const { meeting, race } = await meetingToday(p, server.origin);
			await open(p, server.appUrl, `/pages/detail/detail?race_id=${race.race_id}`);
			const nav = p.locator('nav.race-switch');
			await nav.waitFor();
			const links = nav.locator('a');
			assert.is(await links.count(), meeting.races.length, `${lang} ${width}: a link a race`);
			const current = nav.locator('a[aria-current=page]');
			assert.is(await current.count(), 1);
			assert.match((await current.textContent()) ?? '', WORDS[lang].race(race.raceNo));
			await p.waitForSelector('.race-jump time');
			assert.match((await p.textContent('.race-jump')) ?? '', WORDS[lang].jumps);

			// the favourite is the runner with the lowest win price among those running, as the server prices them:
			const card = await apiGet<{ runners: Runner[] }>(p, server.origin, `/events/race?race_id=${race.race_id}`);
			const priced = card.runners
				.filter((r) => !r.scratched)
				.map((r) => ({ id: r.horse_id, price: r.win_price ?? r.odds }));
			const best = Math.min(...priced.map((r) => r.price ?? Number.POSITIVE_INFINITY));
			const expected = priced.filter((r) => r.price === best).map((r) => String(r.id));
			const badged = await p.$$eval('li.runner:has(.fav) .runner-no', (els) => els.map((e) => e.textContent));
			assert.equal(badged, expected, `${lang} ${width}: the favourite`);
			const says = WORDS[lang].fav[expected.length > 1 ? 'joint' : 'one'];
			for (const badge of await p.$$eval('li.runner .fav', (els) => els.map((e) => e.textContent ?? '')))
				assert.match(badge, says, `${lang} ${width}: the badge says '${says}'`);
			if (shots && width === 360) await p.screenshot({ path: join(shots, `race-card-top-${lang}.png`) });
			assert.equal(await audit(p, `race card ${lang} ${width}`), []);

			// another race from the switcher: the card swaps in place and focus stays on the switcher
			const other = meeting.races.find((r) => r.race_id !== race.race_id)!;
			await nav.locator(`a[href$="race_id=${other.race_id}"]`).click();
			await p.waitForFunction((id) => location.hash.endsWith(`race_id=${id}`), other.race_id);
			await p.waitForFunction(
				(label) => document.querySelector('nav.race-switch a[aria-current=page] b')?.textContent === label,
				WORDS[lang].race(other.raceNo),
			);
			await p.waitForFunction((no) => document.title.includes(String(no)), other.raceNo);
			assert.ok(
				await p.evaluate(() => document.activeElement?.getAttribute('aria-current') === 'page'),
				'focus stays on the race tapped',
			);
			await context.close();
		}
	},
);

test.it(
	'orders: the filter is kept in the address, Back comes back to it, Races | Sports',
	async ({ browser, server }) => {
		for (const { lang, width } of CASES) {
			const { context, page: p } = await page(browser, server.appUrl, lang, width);
			await open(p, server.appUrl, '/pages/order/list');
			const asked: string[] = [];
			p.on('request', (r) => {
				if (r.url().includes('/api/order/list')) asked.push(new URL(r.url()).searchParams.get('status') ?? '');
			});
			await p.locator('fieldset.seg button', { hasText: WORDS[lang].won }).click();
			await p.waitForFunction(() => location.hash === '#/pages/order/list?status=won');
			await p.waitForFunction(() => !document.querySelector('main .loading'));
			assert.ok(asked.includes('won'), `${lang} ${width}: the server was asked for won orders only`);
			const won = await apiGet<{ total: number }>(p, server.origin, '/order/list?status=won&size=100');
			assert.is(await p.locator('.order-card').count(), Math.min(won.total, 20), 'the won orders, page 1');
			assert.is(await p.getAttribute('fieldset.seg button[aria-pressed=true]', 'aria-pressed'), 'true');
			assert.is(await p.textContent('fieldset.seg button[aria-pressed=true]'), WORDS[lang].won);
			if (shots && width === 360) await p.screenshot({ path: join(shots, `orders-won-${lang}.png`) });
			assert.equal(await audit(p, `orders ${lang} ${width}`), []);

			// away and Back: the filter is still chosen
			await p.locator('nav.tab-bar a[href="#/pages/account/account"]').click();
			await atHash(p, '#/pages/account/account');
			await p.goBack();
			await p.waitForFunction(() => location.hash === '#/pages/order/list?status=won');
			await p.waitForSelector('fieldset.seg button[aria-pressed=true]');
			assert.is(await p.textContent('fieldset.seg button[aria-pressed=true]'), WORDS[lang].won);

			// the sport orders are the page's other side
			await p.locator('nav.seg-links a', { hasText: WORDS[lang].sports }).click();
			await atHash(p, '#/pages/order/sport_list');
			assert.is(await p.getAttribute('nav.seg-links a[aria-current=page]', 'href'), '#/pages/order/sport_list');
			assert.is(await p.getAttribute('nav.tab-bar a[aria-current=page]', 'href'), '#/pages/order/list');
			await p.waitForFunction(() => !document.querySelector('main .loading'));
			assert.equal(await audit(p, `sport orders ${lang} ${width}`), []);
			await context.close();
		}
	},
);

test.it('sports: a price tile adds its pick to the slip in one tap, said aloud', async ({ browser, server }) => {
	for (const { lang, width } of CASES) {
		const { context, page: p } = await page(browser, server.appUrl, lang, width);
		await open(p, server.appUrl, '/pages/sport/sport');
		const tile = p.locator('button.club-odd').first();
		await tile.waitFor();
		assert.is(await tile.getAttribute('aria-pressed'), 'false');
		await tile.click();
		assert.is(await tile.getAttribute('aria-pressed'), 'true', 'the tile shows it is on the slip');
		await p.waitForFunction(
			(w) => document.querySelector('main [role=status]')?.textContent?.startsWith(w),
			WORDS[lang].added,
		);
		await p.waitForSelector('form.club-slip #slip-stake');
		// the slip stops above the tab bar: its bottom edge is the bar's top
		const edges = await p.evaluate(() => ({
			slip: document.querySelector('form.club-slip')!.getBoundingClientRect().bottom,
			bar: document.querySelector('nav.tab-bar')!.getBoundingClientRect().top,
		}));
		assert.ok(edges.slip <= edges.bar + 1, `${lang} ${width}: the slip clears the tab bar`);
		if (shots && width === 360) await p.screenshot({ path: join(shots, `sport-tile-${lang}.png`) });
		assert.equal(await audit(p, `sports ${lang} ${width}`), []);
		await context.close();
	}
});

test.run();
