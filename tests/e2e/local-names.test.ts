// Names in the player's language: a Chinese player reads the demo's venues and runners by their Chinese names on the
// home page the server draws, the app's home, a race card and the statement, each title one whole phrase
// ("沙田 第7场"); an English player reads the English names. E2E_SHOTS=<dir> saves 360 px screenshots of each.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { type PlayerTokens, playerApi, playerSignIn } from './support/player-api.ts';
import { type Race, toStart } from './support/races.ts';
import { apiBrowserSuite, atHash, DEMO } from './support/suite.ts';

const shots = process.env.E2E_SHOTS;
const test = apiBrowserSuite('names in the player language');

// a race title in each language: the venue, then the race number, as one phrase
const TITLE = { zh: /^\p{Script=Han}+ 第\d+场$/u, en: /^[A-Z][A-Za-z ]+ R\d+$/ };
// a runner's name: Chinese characters (a repeated name gets a number), or English words
const RUNNER = { zh: /^\p{Script=Han}+\d*$/u, en: /^[A-Z][a-z]+ [A-Z][a-z]+( \d+)?$/ };

async function signedIn(browser: Browser, origin: string, s: PlayerTokens, lang: 'en' | 'zh') {
	const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
	await context.addInitScript(
		([s, lang]) => {
			const t = s as PlayerTokens;
			localStorage.setItem('token', t.access_token);
			localStorage.setItem('refresh_token', t.refresh_token);
			localStorage.setItem('user_name', t.user_name);
			localStorage.setItem('user_id', String(t.user_id));
			localStorage.setItem('lang', String(lang));
		},
		[s, lang] as const,
	);
	await context.addCookies([{ name: 'lang', value: lang, url: origin }]);
	return context;
}

const texts = (page: Page, selector: string) =>
	page.$$eval(selector, (els) => els.map((e) => (e.textContent ?? '').trim()));
const shot = async (page: Page, name: string) => {
	if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
};

for (const lang of ['zh', 'en'] as const) {
	test.it(
		`${lang}: home (drawn and live), a race card and the statement name venues and runners in it`,
		async ({ browser, server }) => {
			const demo = await playerSignIn(server.origin, DEMO.user, DEMO.password, `e2e-names-${lang}`);
			// a bet, so the statement has a line naming its race:
			const races = await playerApi<{ list: Race[] }>(server.origin, '/api/events/races');
			const race = races.list.find((r) => toStart(r) > 120_000);
			assert.ok(race, 'no open race to bet on');
			const field = await playerApi<{ list: { horse_id: number; scratched: boolean }[] }>(
				server.origin,
				`/api/events/gethorse_name?race_id=${race.race_id}`,
			);
			const horse = field.list.find((h) => !h.scratched)!.horse_id;
			const body = { bet_type: 1, race_id: race.race_id, event_id: race.event_id, horse: [horse], betAmount: 1 };
			await playerApi(server.origin, '/api/order/place-order', {
				token: demo.access_token,
				key: `names-${lang}`,
				body,
			});

			const context = await signedIn(browser, server.origin, demo, lang);
			const page = await context.newPage();
			// the document as the server draws it, before the app has run:
			const doc = await (
				await context.request.get(server.appUrl, { headers: { 'sec-fetch-dest': 'document' } })
			).text();
			const drawn = [...doc.matchAll(/class="ntj-race"[^>]*>([^<]+)</g)].map((m) => m[1]!);
			assert.ok(drawn.length > 0, 'the server drew the next races');
			for (const title of drawn) assert.match(title, TITLE[lang], `drawn: ${title}`);

			await page.goto(server.appUrl);
			await page.waitForSelector('#app .ntj-race');
			const tiles = await texts(page, '#app .ntj-race');
			for (const title of tiles) assert.match(title, TITLE[lang], `home: ${title}`);
			const meetings = await texts(page, '#app .meeting-title > span');
			assert.ok(meetings.length > 0, 'meetings listed');
			if (lang === 'zh') for (const m of meetings) assert.match(m, /^\p{Script=Han}+$/u, `meeting: ${m}`);
			await shot(page, `names-home-${lang}`);

			await page.goto(`${server.appUrl}#/pages/detail/detail?race_id=${race.race_id}`);
			await page.waitForSelector('.runner-name');
			const title = await page.title();
			const venue = lang === 'zh' ? /^\p{Script=Han}+ 第\d+场/u : /^[A-Z][A-Za-z ]+ Race \d+/;
			assert.match(title, venue, `race card title: ${title}`);
			const runners = await texts(page, '.runner-name strong, .runner-name s');
			assert.ok(runners.length > 0, 'runners listed');
			for (const name of runners) assert.match(name, RUNNER[lang], `runner: ${name}`);
			await shot(page, `names-race-${lang}`);

			await page.goto(`${server.appUrl}#/pages/statement/statement`);
			await atHash(page, '#/pages/statement/statement');
			const line = lang === 'zh' ? /\p{Script=Han}+ 第\d+场/u : /[A-Z][A-Za-z ]+ R\d+/;
			await page.waitForFunction(
				(src) => [...document.querySelectorAll('.w-row')].some((r) => new RegExp(src, 'u').test(r.textContent ?? '')),
				line.source,
			);
			const named = (await texts(page, '.w-row .w-muted')).filter((t) => line.test(t));
			assert.ok(named.length > 0, 'a bet line names its race');
			await shot(page, `names-statement-${lang}`);
			await context.close();
		},
	);
}

test.run();
