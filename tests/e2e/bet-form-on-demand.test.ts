// The home page does not run the bet form's code while the first screen settles (a long task on a budget phone, in
// the seconds the player starts scrolling): the form's chunk is asked for when the form first opens, not before.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, demoContext } from './support/suite.ts';

const test = apiBrowserSuite('the bet form on demand');

/** Every request the page makes for the bet form's chunk, as it makes it. */
function formRequests(page: Page): string[] {
	const seen: string[] = [];
	page.on('request', (request) => {
		if (/\/assets\/bet-panel-[^/]+\.js$/.test(request.url())) seen.push(request.url());
	});
	return seen;
}

test.it(
	'a signed-in start settles without the form, and the first tap on "Place bet" brings it',
	async ({ browser, server }) => {
		// no service worker: its precache would fetch every chunk, and this is about what the page itself runs
		const { context, page: signedIn } = await demoContext(browser, server.appUrl, { serviceWorkers: 'block' });
		await signedIn.close();
		const page = await context.newPage();
		const asked = formRequests(page);
		// the open-race list is asked for in the same step, after the first screen has settled, that used to start the
		// form's chunk first: once its reply is in, a form request would have been seen
		const openRaces = page.waitForResponse((r) => r.url().includes('/api/events/races'));
		await page.goto(`${server.appUrl}#/`);
		await openRaces;
		await page.waitForSelector('.meeting, .empty-state');
		assert.equal(asked, [], 'the form is not fetched while the first screen settles');

		await page.click('button.bet-toggle');
		await page.waitForSelector('#bet-leg1');
		assert.is(asked.length, 1, 'the form is fetched once, when it first opens');
		await context.close();
	},
);

test.run();
