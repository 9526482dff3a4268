// Offline first: the worker takes the page on the first visit, the app starts with no network and shows its cached
// race list marked stale, a repeat visit downloads no shell, an offline bet is refused and kept (and never sent by
// itself), and a new deployment is offered to an open tab and reloaded into on the player's word.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, signIn } from './support/suite.ts';

// the server serves its own copy of dist/, which the update test redeploys under it:
const test = apiBrowserSuite('offline first in the browser', {}, { ownDist: true, worker: true });

const controlled = (page: Page) =>
	page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });

/** Requests for the app's own HTML, JS and CSS the page sent past the worker (its page it fetches itself, network first). */
function shellFromNetwork(page: Page, appUrl: string): string[] {
	const fetched: string[] = [];
	page.on('response', (response) => {
		const url = response.url();
		const shell = ['document', 'script', 'stylesheet'].includes(response.request().resourceType());
		if (url.startsWith(appUrl) && shell && !url.endsWith('/sw.js') && !response.fromServiceWorker()) fetched.push(url);
	});
	return fetched;
}

test.it(
	'a repeat visit online takes the whole shell through the worker: no JS or CSS over the network, the page network first',
	async ({ browser, server }) => {
		const context = await browser.newContext();
		const first = await context.newPage();
		await first.goto(`${server.appUrl}#/pages/login/login`);
		await controlled(first);
		await first.close();
		const page = await context.newPage();
		const fetched = shellFromNetwork(page, server.appUrl);
		await page.goto(`${server.appUrl}#/pages/login/login`);
		await page.waitForSelector('#login-user');
		await page.waitForLoadState('networkidle');
		assert.equal(fetched, [], 'shell files fetched from the network on a repeat visit');
		await context.close();
	},
);

test.it(
	'with no network at all the app starts and shows the cached race list, marked stale',
	async ({ browser, server }) => {
		const context = await browser.newContext();
		// the page's clock starts at midday, so the jump below cannot cross midnight onto a day with nothing cached:
		const midday = new Date();
		midday.setHours(12, 0, 0, 0);
		await context.clock.install({ time: midday });
		const page = await context.newPage();
		await signIn(page, server.appUrl);
		await controlled(page);
		await page.waitForSelector('.meetings[aria-busy="false"] .race-row');
		const races = await page.locator('.meetings .race-row').count();
		// five minutes on, the cached list is past its one-minute life:
		await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 5 * 60_000);
		await context.setOffline(true);
		await page.reload();
		await page.waitForSelector('.home-header');
		await page.waitForSelector('.toast >> text=Currently offline');
		await page.waitForSelector('.race-stale');
		// the list is drawn a few meetings a task: counted once every meeting is in
		await page.waitForSelector('.meetings[aria-busy="false"] .race-row');
		assert.is(await page.locator('.meetings .race-row').count(), races, 'the cached meetings are shown');
		await context.close();
	},
);

async function fillBet(page: Page) {
	await page.waitForSelector('button.race-bet');
	await page.locator('button.race-bet').first().click();
	await page.waitForSelector('#bet-type');
	await page.check('input[name=bet-type][value="1"]');
	const box = page.locator('fieldset[data-field=horse] input[type=checkbox]:not([disabled])').first();
	await box.waitFor();
	await box.check();
	await page.fill('#bet-amount', '2');
}

test.it(
	'an offline bet is refused with a clear message, kept, and not sent when the network returns',
	async ({ browser, server }) => {
		const context: BrowserContext = await browser.newContext();
		const page = await context.newPage();
		await signIn(page, server.appUrl);
		await controlled(page);
		await fillBet(page);
		let sent = 0;
		context.on('request', (request) => {
			if (request.url().includes('/api/order/place-order')) sent++;
		});
		await context.setOffline(true);
		// offline the button is held (aria-disabled) yet still answers a tap, with the reason:
		await page.click('form button[type=submit]', { force: true });
		await page.waitForSelector('.toast >> text=You are offline');
		assert.is(await page.inputValue('#bet-amount'), '2', 'the stake typed is still there');
		const draft = await page.evaluate(() => localStorage.getItem('draft:bet') ?? '');
		assert.match(draft, '"amountText":"2"', 'the draft survives a reload');
		// back online the app catches up on its own (the balance is asked again): once that is answered, the
		// reconnect has run, and it must have sent no bet:
		const caughtUp = page.waitForResponse((r) => r.url().includes('/api/user/balance'));
		await context.setOffline(false);
		await page.waitForSelector('.toast >> text=Back online');
		await caughtUp;
		assert.is(sent, 0, 'coming back online must send nothing without the player');
		await context.close();
	},
);

test.it(
	'offline, the app says so for as long as it lasts: a bar, races past their start closed, the balance with its age, the bet button held with its reason; back online the balance is asked again at once',
	async ({ browser, server }) => {
		const context = await browser.newContext();
		await context.clock.install({ time: Date.now() });
		const page = await context.newPage();
		await signIn(page, server.appUrl);
		await controlled(page);
		await page.waitForSelector('.home-balance strong');
		await page.waitForFunction(() => /\$\d/.test(document.querySelector('.home-balance')?.textContent ?? ''));
		// the first race still open on the list, and a later one:
		const open = page.locator('.meetings .race-row:has(button.race-bet)');
		await open.nth(1).waitFor();
		const first = await open.first().locator('a.race-link').getAttribute('href');
		const start = Date.parse((await open.first().locator('time').getAttribute('datetime')) ?? '');
		assert.ok(first && start > Date.now(), 'no open race ahead to watch');

		// a minute past its start, with no network: the cached list is all there is
		await page.clock.setSystemTime(start + 60_000);
		await context.setOffline(true);
		await page.reload();
		await page.waitForSelector('.meetings .race-row');
		const row = page.locator(`.meetings .race-row:has(a[href="${first}"])`);
		assert.is((await row.locator('.chip').textContent())?.trim(), 'Closed', 'a race past its start still says Open');
		assert.is(await row.locator('button.race-bet').count(), 0, 'a race past its start still takes bets');
		const minutes = Math.round((start + 60_000 - Date.now()) / 60_000);
		// the balance is asked for once the first screen has painted (within a second): its age follows the failed ask
		await page
			.waitForFunction(() => /ago|this minute/.test(document.querySelector('.home-balance')?.textContent ?? ''), null, {
				timeout: 5000,
			})
			.catch(() => {});
		assert.match(
			(await page.textContent('.home-balance')) ?? '',
			/\$\d+\.\d\d · (\d+ (minutes?|hours?) ago|this minute)/,
			`the balance has no age (${minutes} minutes)`,
		);

		// the toast comes and goes; the bar stays:
		await page.waitForSelector('.toast >> text=Currently offline');
		await page.waitForSelector('.toast', { state: 'detached', timeout: 5000 });
		assert.is(await page.textContent('.offline-bar'), 'Offline: bets and payments paused');

		await page.locator('.meetings .race-row button.race-bet').first().click();
		const submit = page.locator('form.bet-form button[type=submit]');
		await submit.waitFor();
		assert.is(await submit.getAttribute('aria-disabled'), 'true', 'the bet button is not held offline');
		const reason = await submit.getAttribute('aria-describedby');
		assert.is(await page.textContent(`#${reason}`), 'You are offline: this needs a connection.');

		const asked = page.waitForRequest((r) => r.url().includes('/api/user/balance'), { timeout: 5000 });
		await context.setOffline(false);
		await asked;
		await page.waitForSelector('.offline-bar', { state: 'detached' });
		await page.waitForSelector('.home-balance .balance-age', { state: 'detached', timeout: 5000 });
		assert.is(await submit.getAttribute('aria-disabled'), null, 'the bet button still held online');
		await context.close();
	},
);

/** Deploys a changed build under the running server: a marked index.html and a worker with its new revision. */
function deployNextBuild(served: string) {
	const html = readFileSync(join(served, 'index.html'), 'utf8');
	const next = html.replace('<head>', '<head>\n\t\t<meta name="hc-build" content="next" />');
	const revision = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
	const worker = readFileSync(join(served, 'sw.js'), 'utf8');
	assert.ok(worker.includes(revision(html)), 'the worker lists index.html by its revision');
	writeFileSync(join(served, 'index.html'), next);
	writeFileSync(join(served, 'sw.js'), worker.replace(revision(html), revision(next)));
}

test.it(
	'a new build deployed while a tab is open is offered, and Reload brings the tab onto it',
	async ({ browser, server }) => {
		const context = await browser.newContext();
		const page = await context.newPage();
		await page.goto(`${server.appUrl}#/pages/login/login`);
		await controlled(page);
		deployNextBuild(server.distDir);
		await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
		await page.waitForSelector('.update-prompt', { timeout: 20_000 });
		assert.is(await page.locator('meta[name=hc-build]').count(), 0, 'nothing changes before the player says so');
		await Promise.all([page.waitForEvent('load'), page.click('.update-prompt .btn-primary')]);
		await page.waitForSelector('#login-user');
		assert.is(await page.locator('meta[name=hc-build]').count(), 1, 'the tab runs the new shell');
		assert.is(await page.locator('.update-prompt').count(), 0);
		await context.close();
	},
);

test.run();
