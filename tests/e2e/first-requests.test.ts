// A route's first render asks for each thing once: the API requests of a first visit to home and to a race card,
// counted, none of them twice.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { openRaces } from './support/races.ts';
import { apiBrowserSuite, demoContext, newContext } from './support/suite.ts';

const test = apiBrowserSuite('one request per thing on a first render', { SIM_TICK_SECONDS: '0' });

/** Every API request the page sends from now on, as method and URL without the origin. */
function recordApi(page: Page, origin: string) {
	const seen: string[] = [];
	page.on('request', (r) => {
		if (r.url().startsWith(`${origin}/api/`)) seen.push(`${r.method()} ${r.url().slice(origin.length)}`);
	});
	return seen;
}

const twice = (seen: string[]) => seen.filter((r, i) => seen.indexOf(r) !== i);

/**
 * A fresh page at `url` in a context that holds the player's session and nothing the app cached (a first visit:
 * the race cache empty), settled once the network has gone quiet.
 */
async function firstVisit(page: Page, origin: string, url: string) {
	const state = await page.context().storageState();
	for (const o of state.origins) o.localStorage = o.localStorage.filter((item) => !item.name.startsWith('race-'));
	const fresh = await (await newContext(page.context().browser()!, { storageState: state })).newPage();
	const seen = recordApi(fresh, origin);
	await fresh.goto(url);
	await fresh.waitForLoadState('networkidle');
	return { fresh, seen };
}

test.it('home and a race card ask for nothing twice on their first render', async ({ browser, server }) => {
	const { context, page } = await demoContext(browser, server.appUrl);
	const home = await firstVisit(page, server.origin, server.appUrl);
	await home.fresh.waitForSelector('.meeting');
	assert.ok(
		home.seen.some((r) => r.includes('/api/events/')),
		`home asked for its races: ${home.seen.join(', ')}`,
	);
	assert.equal(twice(home.seen), [], `home: ${home.seen.join(', ')}`);

	const raceId = (await openRaces(page, server.origin))[0]!.race_id;
	const card = await firstVisit(page, server.origin, `${server.appUrl}#/pages/detail/detail?race_id=${raceId}`);
	await card.fresh.waitForSelector('.runner-price, .runner');
	assert.ok(
		card.seen.some((r) => r.includes(`race_id=${raceId}`)),
		`the card asked for its race: ${card.seen.join(', ')}`,
	);
	assert.equal(twice(card.seen), [], `race card: ${card.seen.join(', ')}`);
	console.log(`\nfirst render, API requests: home ${home.seen.length}, race card ${card.seen.length}`);
	console.log(`  home: ${home.seen.join(', ')}\n  race card: ${card.seen.join(', ')}`);
	await context.close();
});

test.run();
