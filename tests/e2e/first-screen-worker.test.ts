// A returning player's page through the service worker: network first, so the worker hands over the page the server
// drew today's first screen into; offline, the precached page, with no day in it.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, signIn } from './support/suite.ts';

const test = apiBrowserSuite('the first screen through the service worker', {}, { ownDist: true, worker: true });

const controlled = (page: Page) =>
	page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });

test.it(
	'a controlled reload gets the drawn page from the network; offline, the precached one',
	async ({ browser, server }) => {
		const context = await browser.newContext();
		const page = await context.newPage();
		await signIn(page, server.appUrl);
		await controlled(page);
		// the day's first drawing can take longer than the worker waits on a loaded machine; the reload finds it drawn:
		const warm = await fetch(server.appUrl, { headers: { 'sec-fetch-dest': 'document' } });
		assert.match(await warm.text(), 'data-day=');
		const [reply] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest()), page.reload()]);
		assert.ok(reply.fromServiceWorker(), 'answered by the worker');
		assert.ok(
			await page.evaluate(() => document.documentElement.dataset.day),
			'the page the server drew, with its day',
		);
		await page.waitForFunction(
			() => !document.querySelector('.first-shell') && document.querySelector('#app .meeting'),
		);
		await context.setOffline(true);
		await page.reload();
		await page.waitForSelector('.home-header');
		assert.is(
			await page.evaluate(() => document.documentElement.dataset.day),
			undefined,
			'the precached page has no day',
		);
		await context.close();
	},
);

test.run();
