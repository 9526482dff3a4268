// A withdrawal whose key was kept unsettled for more than a day (the server keeps replies 24 h): tapping send again
// reads the key back first, is told it can no longer be confirmed, and is sent to the statement. Nothing goes out,
// nothing is stored. Screenshots at 360 px in both languages with E2E_SHOTS set.
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { apiBrowserSuite, apiGet, demoContext, open } from './support/suite.ts';

const shots = process.env.E2E_SHOTS;
const DAY = 24 * 3_600_000;
const TEXT = {
	en: 'Sent over a day ago, this can no longer be confirmed',
	zh: '此操作已超过一天，无法确认',
};

const expired = apiBrowserSuite('a money key older than the server keeps its reply', {}, { worker: true });

for (const lang of ['en', 'zh'] as const) {
	expired.it(
		`${lang}: a day-old unsent withdrawal is never sent again, the player is sent to the statement`,
		async (ctx) => {
			const { context, page } = await demoContext(ctx.browser, ctx.server.appUrl, {
				viewport: { width: 360, height: 740 },
			});
			const errors: string[] = [];
			page.on('pageerror', (e) => errors.push(e.message));
			await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
			const keys: string[] = [];
			page.on('request', (r) => {
				if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/wallet/withdraw')
					keys.push(r.headers()['idempotency-key'] ?? '');
			});
			const total = async () => (await apiGet<{ total: number }>(page, ctx.server.origin, '/wallet/withdrawals')).total;
			const before = await total();
			// the first send is lost on the way: the key stays with the draft, unsettled
			await page.route('**/api/wallet/withdraw', (route) => route.abort('connectionreset'));
			await open(page, ctx.server.appUrl, '/pages/withdraw/withdraw');
			await page.fill('#withdraw-amount', '10');
			await page.click('form button[type=submit]');
			await page.waitForSelector('.auth-error[role=alert]');
			assert.is(keys.length, 1);
			// a day and more later (by the device's clock, which made the key):
			await page.evaluate((day) => {
				const draft = JSON.parse(localStorage.getItem('draft:withdraw') ?? '{}');
				localStorage.setItem('draft:withdraw', JSON.stringify({ ...draft, at: draft.at - day - 60_000 }));
			}, DAY);
			await page.unroute('**/api/wallet/withdraw');
			await page.reload();
			await page.waitForSelector('#withdraw-amount');
			assert.is(await page.inputValue('#withdraw-amount'), '10', 'the kept draft was lost');
			await page.click('form button[type=submit]');
			await page.waitForSelector('.modal', { timeout: 15_000 });
			assert.match((await page.textContent('.modal')) ?? '', TEXT[lang]);
			if (shots) await page.screenshot({ path: join(shots, `expired-key-${lang}.png`) });
			assert.is(keys.length, 1, 'the day-old key was sent again: the server would take it for a new withdrawal');
			assert.is(await total(), before, 'a withdrawal was stored');
			await page.click('.modal .btn-primary');
			await page.waitForFunction(() => location.hash.startsWith('#/pages/statement/statement'));
			assert.equal(errors, []);
			await context.close();
		},
	);
}

expired.run();
