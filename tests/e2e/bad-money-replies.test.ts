// A withdrawal whose reply comes back bad after the server took it: the app keeps the key, reads the request back
// by it, and shows the result, or says so and lets the same key go again. Each way ends with exactly one withdrawal
// stored, no page error, and no raw text.
import type { Route } from 'playwright-core';
import * as assert from 'uvu/assert';
import { answerBadly, type Bad } from './support/bad-reply.ts';
import { apiBrowserSuite, apiGet, demoContext, open } from './support/suite.ts';

const DEADLINE_MS = 4000;
const RAW = /HTTP \d{3}|Cannot read|undefined|NaN|SyntaxError|TypeError|Unexpected token|<html/;

// read back and shown as done at once: the reply came, only its body was unreadable
const CONFIRMED: Bad[] = ['html-500', 'null-data', 'no-data', 'missing-field', 'wrong-type'];
// as good as no reply: said, key kept, the player's second tap goes with the same key
const RESENT: Bad[] = ['truncated', 'hang'];

/** Lets the POST reach the server, then spoils what comes back. */
async function afterTheServer(route: Route, bad: Bad) {
	if (bad !== 'hang' && bad !== 'html-500') return answerBadly(route, bad, 'status');
	await route.fetch();
	return answerBadly(route, bad, 'status');
}

const money = apiBrowserSuite('bad replies: a withdrawal answered badly');

for (const bad of [...CONFIRMED, ...RESENT]) {
	money.it(`${bad}: exactly one withdrawal, the result shown, no second key`, async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl, { viewport: { width: 360, height: 740 } });
		await context.addInitScript({ content: `globalThis.__hcDeadline = ${DEADLINE_MS};` });
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		const total = async () => (await apiGet<{ total: number }>(page, server.origin, '/wallet/withdrawals')).total;
		const before = await total();
		const keys: string[] = [];
		page.on('request', (r) => {
			if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/wallet/withdraw')
				keys.push(r.headers()['idempotency-key'] ?? '');
		});
		let spoil = true;
		await page.route(
			(url) => url.pathname === '/api/wallet/withdraw',
			(route) => (spoil ? afterTheServer(route, bad) : route.continue()),
		);
		await page.reload();
		await open(page, server.appUrl, '/pages/withdraw/withdraw');
		await page.waitForSelector('.withdraw-card');
		await page.fill('#withdraw-amount', '10');
		await page.click('form button[type=submit]');
		if (CONFIRMED.includes(bad)) {
			await page.waitForSelector('.w-result', { timeout: 15_000 });
		} else {
			await page.waitForSelector('.auth-error[role=alert]', { timeout: 15_000 });
			assert.not.match((await page.textContent('#app')) ?? '', RAW, `${bad}: a raw text reached the player`);
			assert.is(await page.inputValue('#withdraw-amount'), '10', `${bad}: what was typed was lost`);
			spoil = false;
			await page.click('form button[type=submit]');
			await page.waitForSelector('.w-result', { timeout: 15_000 });
		}
		assert.is(await total(), before + 1, `${bad}: not exactly one withdrawal stored`);
		assert.ok(keys.length >= 1 && keys.every((k) => k === keys[0]), `${bad}: a second key was sent`);
		if (CONFIRMED.includes(bad)) assert.is(keys.length, 1, `${bad}: sent again before reading back`);
		assert.equal(errors, [], `${bad}: page errors`);
		await context.close();
	});
}

money.run();
