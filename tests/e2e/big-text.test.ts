// Every route, in English and Chinese, at 320 px with the browser's usual text and with the player's text at 200%:
// no page wider than the screen and nothing pushed off it (docs/spec.md's phone layout; WCAG 1.4.4 and 1.4.10).
import { readFileSync } from 'node:fs';
import * as assert from 'uvu/assert';
import { pastTheEdge, textSize } from './support/overflow.ts';
import { openRaces, toStart } from './support/races.ts';
import { openSlip } from './support/slip.ts';
import { apiBrowserSuite, apiGet, demoContext, newContext, open } from './support/suite.ts';

const test = apiBrowserSuite('big text and narrow screens');

const ROUTES = [...readFileSync('src/routes.ts', 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1] as string);
const SIGNED_OUT = ['/pages/login/login', '/pages/login/register'];

test.it(
	'every route fits 320 px in both languages, at the usual text size and at 200%',
	async ({ browser, server }) => {
		const signedIn = await demoContext(browser, server.appUrl);
		// a bet from the slip, so the order list shows its longest labels (price and return at bet time):
		const races = await openRaces(signedIn.page, server.origin);
		const race = races.find((r) => r.status === 'open' && toStart(r) > 120_000);
		assert.ok(race, 'the demo day has no open race');
		await open(signedIn.page, server.appUrl, `/pages/detail/detail?race_id=${race.race_id}`);
		await signedIn.page.locator('.price-btn').first().click();
		await openSlip(signedIn.page);
		await signedIn.page.locator('.slip-stakes .btn').first().click();
		await signedIn.page.locator('.slip-place').click();
		await signedIn.page.waitForSelector('.slip-receipt');
		const sports = await apiGet<{ list: { id: number }[] }>(signedIn.page, server.origin, '/sports/list');
		const query: Record<string, string> = {
			'/pages/detail/detail': `?race_id=${race.race_id}`,
			'/pages/sport/detail': `?id=${sports.list[0]?.id ?? ''}`,
		};
		const storageState = await signedIn.context.storageState();
		await signedIn.context.close();
		for (const lang of ['en', 'zh']) {
			for (const px of [16, 32]) {
				for (const signedOut of [true, false]) {
					const context = await newContext(browser, {
						viewport: { width: 320, height: 640 },
						...(signedOut ? {} : { storageState }),
					});
					await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
					const page = await context.newPage();
					await textSize(page, px);
					for (const path of ROUTES.filter((p) => SIGNED_OUT.includes(p) === signedOut)) {
						await open(page, server.appUrl, `${path}${query[path] ?? ''}`);
						await page.waitForFunction(() => document.fonts.status === 'loaded');
						const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
						assert.is(root, `${px}px`, "the root's text size is not the browser's setting");
						const out = await pastTheEdge(page);
						assert.equal(out, [], `${path} in ${lang} at ${px}px text: ${out.join('; ')}`);
					}
					await context.close();
				}
			}
		}
	},
);

test.run();
