// The money matrix: one money send, its reply spoiled after the server took it (support/bad-reply.ts) or lost before
// it arrived. Each way ends with exactly one effect stored, never a second key, no page error and no raw text; a
// spoiled reply is said as being checked and then shown as the outcome, a lost one said and sent again by the
// player under the same key.
import type { Page, Route } from 'playwright-core';
import * as assert from 'uvu/assert';
import { caseContext, DEADLINE_MS, RAW, signedIn, visibleText } from './bad-read-matrix.ts';
import { answerBadly, type Bad } from './bad-reply.ts';
import { type ApiContext, apiGet } from './suite.ts';

export interface MoneyFlow {
	name: string;
	/** The POST it sends. */
	api: string;
	/** The list whose `total` counts what it stores. */
	records: string;
	/** The page it is sent from (RACE and EVENT filled in). */
	page: string;
	/** Fills the form in and taps send, on the page as it stands. */
	act(page: Page): Promise<void>;
	/** Taps send again, with the form as it was left. */
	again(page: Page): Promise<void>;
	/** What shows once it went through. */
	done: string;
	/** Where a send that did not go through is said. */
	failed: string;
}

// the reply the server sent, spoiled on its way back: each is read back by its key and shown as it went
const AFTER: Bad[] = ['html-500', 'truncated', 'null-data', 'no-data', 'missing-field', 'wrong-type', 'hang'];
// the send never reached the server: 'dropped' is a reset connection, 'unsent' a hang past the deadline
const LOST = ['dropped', 'unsent'] as const;

const CHECKING = 'We could not confirm this. Checking…';

/** Lets the POST reach the server, then spoils what comes back. */
async function afterTheServer(route: Route, bad: Bad) {
	if (bad !== 'hang' && bad !== 'html-500') return answerBadly(route, bad, 'status');
	await route.fetch();
	return answerBadly(route, bad, 'status');
}

// every toast shown, in order, kept where the test can read them after they have gone:
const TOASTS = `new MutationObserver(() => {
	const t = document.querySelector('.toast')?.textContent;
	const seen = (globalThis.__toasts ??= []);
	if (t && seen.at(-1) !== t) seen.push(t);
}).observe(document, { subtree: true, childList: true, characterData: true });`;

export async function eachBadMoneyReply(ctx: ApiContext, flow: MoneyFlow, pagePath: (page: string) => string) {
	const { state } = await signedIn(ctx);
	for (const bad of [...AFTER, ...LOST]) {
		const { context, page, errors } = await caseContext(ctx.browser, state);
		await context.addInitScript({ content: TOASTS });
		const where = `${flow.name}, ${bad}`;
		const keys: string[] = [];
		page.on('request', (r) => {
			if (r.method() === 'POST' && new URL(r.url()).pathname === flow.api)
				keys.push(r.headers()['idempotency-key'] ?? '');
		});
		let spoil = true;
		await page.route(
			(url) => url.pathname === flow.api,
			(route) => {
				if (!spoil) return route.continue().catch(() => {});
				if (bad === 'dropped') return route.abort('connectionreset').catch(() => {});
				// never forwarded, never answered: the app's deadline gives up on it
				if (bad === 'unsent') return Promise.resolve();
				return afterTheServer(route, bad).catch(() => {});
			},
		);
		await page.goto(`${ctx.server.appUrl}#${pagePath(flow.page)}`);
		const total = async () => (await apiGet<{ total: number }>(page, ctx.server.origin, flow.records)).total;
		const before = await total();
		await flow.act(page);
		if (AFTER.includes(bad as Bad)) {
			await page.waitForSelector(flow.done, { timeout: 15_000 + DEADLINE_MS }).catch(() => {
				throw new Error(`${where}: the outcome was never shown`);
			});
			const toasts = await page.evaluate(() => (globalThis as { __toasts?: string[] }).__toasts ?? []);
			assert.ok(toasts.includes(CHECKING), `${where}: the player was not told it was being checked (${toasts})`);
			assert.is(keys.length, 1, `${where}: sent again before reading back`);
		} else {
			await page.waitForSelector(flow.failed, { timeout: 15_000 + DEADLINE_MS }).catch(() => {
				throw new Error(`${where}: not said that it did not go through`);
			});
			assert.not.match(await visibleText(page), RAW, `${where}: a raw text reached the player`);
			spoil = false;
			await flow.again(page);
			await page.waitForSelector(flow.done, { timeout: 15_000 }).catch(() => {
				throw new Error(`${where}: sending again did not go through`);
			});
		}
		assert.not.match(await visibleText(page), RAW, `${where}: a raw text reached the player`);
		assert.is(await total(), before + 1, `${where}: not exactly one stored`);
		assert.ok(keys.length >= 1 && keys.every((k) => k === keys[0]), `${where}: a second key was sent`);
		assert.equal(errors, [], `${where}: page errors`);
		await context.close();
	}
}
