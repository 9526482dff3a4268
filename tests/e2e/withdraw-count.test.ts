// A withdrawal whose 200 comes back malformed (wrong types throughout, one field of the wrong type, an empty list
// added, a field gone): each case counts on the server what one tap of Withdraw stored. Exactly one withdrawal, one
// balance debit, one POST, and any POST under the same key.
import * as assert from 'uvu/assert';
import { caseContext, DEADLINE_MS, RAW, signedIn, visibleText } from './support/bad-read-matrix.ts';
import { answerBadly, type Bad } from './support/bad-reply.ts';
import { apiBrowserSuite, apiGet } from './support/suite.ts';

// what the reply spoils, and where under `data` ('' is the whole of it):
const CASES: { bad: Bad; field: string }[] = [
	{ bad: 'wrong-type', field: '' },
	{ bad: 'wrong-type', field: 'status' },
	{ bad: 'wrong-type', field: 'amount' },
	{ bad: 'wrong-type', field: 'id' },
	{ bad: 'empty-list', field: '' },
	{ bad: 'missing-field', field: 'id' },
	{ bad: 'null-data', field: '' },
];

const WITHDRAW = '/api/wallet/withdraw';

const suite = apiBrowserSuite('withdraw after a malformed 200');

suite.it('each malformed 200 stores exactly one withdrawal for one tap, under one key', async (ctx) => {
	const { state } = await signedIn(ctx);
	for (const { bad, field } of CASES) {
		const where = `withdraw, ${bad} ${field || 'data'}`;
		const { context, page, errors } = await caseContext(ctx.browser, state);
		const posts: string[] = [];
		page.on('request', (r) => {
			if (r.method() === 'POST' && new URL(r.url()).pathname === WITHDRAW)
				posts.push(r.headers()['idempotency-key'] ?? '');
		});
		await page.route(
			(url) => url.pathname === WITHDRAW,
			(route) => answerBadly(route, bad, field).catch(() => {}),
		);
		await page.goto(`${ctx.server.appUrl}#/pages/withdraw/withdraw`);
		const count = async () => (await apiGet<{ total: number }>(page, ctx.server.origin, '/wallet/withdrawals')).total;
		const balance = () => apiGet<number>(page, ctx.server.origin, '/user/balance');
		const [before, was] = [await count(), await balance()];
		await page.fill('#withdraw-amount', '10');
		await page.click('form button[type=submit]');
		await page.waitForSelector('.w-result, .auth-error[role=alert]', { timeout: 15_000 + DEADLINE_MS }).catch(() => {
			throw new Error(`${where}: no outcome shown`);
		});
		// a second send, if the app made one, is waited for until the page has settled its check:
		await page.waitForFunction(() => !document.querySelector('.toast [aria-busy=true], button[aria-busy=true]'), null, {
			timeout: 15_000,
		});
		assert.ok(await page.isVisible('.w-result'), `${where}: the withdrawal that went through was not shown`);
		assert.is(await count(), before + 1, `${where}: not exactly one withdrawal stored`);
		assert.is(Math.round((was - (await balance())) * 100), 10_00, `${where}: not one debit of the amount`);
		assert.is(posts.length, 1, `${where}: ${posts.length} sends for one tap`);
		assert.not.match(await visibleText(page), RAW, `${where}: a raw text reached the player`);
		assert.equal(errors, [], `${where}: page errors`);
		await context.close();
	}
});

suite.run();
