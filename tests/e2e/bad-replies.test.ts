// Every call the app reads, answered badly one way at a time (a proxy's HTML 500, JSON cut short, data null or
// missing, a field missing or of the wrong type, an empty list, a hang past the deadline): no page error, a message
// in the player's words, and a Retry that works once the server answers well again. One browser, a fresh context a
// case (signed in from one stored state), a short request deadline set before the app starts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { answerBadly, BADS } from './support/bad-reply.ts';
import { type ApiContext, apiBrowserSuite, apiGet, demoContext } from './support/suite.ts';

// short enough that a hang is seen in seconds, long enough for this shared machine to answer a good call:
const DEADLINE_MS = 4000;

interface Call {
	name: string;
	/** The API path the call reads. */
	api: string;
	/** The page that makes it (race_id filled in). */
	page: string;
	/** Under `data`: the field a missing or mistyped field spoils. */
	field: string;
	/** Where the page says it failed, and its Retry. */
	alert: string;
	/** What shows once the page has its data. */
	ok: string;
	/** A list call: an empty list shows the page's empty state. */
	list: boolean;
	/** The Retry, where it is not a button inside the message (the balance itself is one). */
	retry?: string;
}

const CALLS: Call[] = [
	{
		...{ name: 'home: the day table', api: '/api/events/day_table', page: '/', list: true },
		...{ field: 'list.0.races.0.start_time', alert: '.race-error[role=alert]', ok: '.race-row' },
	},
	{
		...{ name: 'race card', api: '/api/events/race', page: '/pages/detail/detail?race_id=RACE', list: false },
		...{ field: 'runners', alert: '.race-error[role=alert]', ok: '.race-head' },
	},
	{
		...{ name: 'order list', api: '/api/order/list', page: '/pages/order/list', list: true },
		...{ field: 'list.0.legs', alert: '.list-error[role=alert]', ok: '.order-list, main .empty' },
	},
	{
		...{ name: 'statement', api: '/api/wallet/statement', page: '/pages/statement/statement', list: true },
		...{ field: 'list.0.amount', alert: '.list-error[role=alert]', ok: '.w-row, main .empty' },
	},
	{
		...{ name: 'withdrawals', api: '/api/wallet/withdrawals', page: '/pages/withdraw/record', list: true },
		...{ field: 'list.0.status', alert: '.list-error[role=alert]', ok: '.w-row, main .empty' },
	},
	{
		...{ name: 'safer: devices', api: '/api/safer/devices', page: '/pages/safer/safer', list: true },
		...{ field: 'list.0.created_at', alert: 'section:has(.sf-devices, #sf-devices) [role=alert]', ok: '.sf-device' },
	},
	{
		...{ name: 'account: balance', api: '/api/user/balance', page: '/pages/account/account', list: false },
		...{ field: '', alert: '.account-name ~ [role=alert]', retry: 'button.w-balance', ok: '.account-balance' },
	},
];

// what a player must never read:
const RAW = /HTTP \d{3}|Cannot read|undefined|Invalid time|NaN|SyntaxError|TypeError|Unexpected token|<html/;

type Ctx = ApiContext & { state: Awaited<ReturnType<BrowserContext['storageState']>>; race: number };

async function caseContext(browser: Browser, state: Ctx['state']) {
	const context = await browser.newContext({ storageState: state, viewport: { width: 360, height: 740 } });
	await context.addInitScript({ content: `globalThis.__hcDeadline = ${DEADLINE_MS};` });
	const page = await context.newPage();
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	return { context, page, errors };
}

const visibleText = (page: Page) => page.evaluate(() => document.querySelector('#app')?.textContent ?? '');

const reads = apiBrowserSuite('bad replies: every read answered badly');
let shared: Pick<Ctx, 'state' | 'race'> | null = null;

async function signedIn(ctx: ApiContext) {
	if (shared) return shared;
	const { context, page } = await demoContext(ctx.browser, ctx.server.appUrl);
	const races = await apiGet<{ list: { race_id: number; start_time: string }[] }>(
		page,
		ctx.server.origin,
		'/events/races',
	);
	const race =
		races.list.find((r) => Date.parse(r.start_time) - Date.now() > 120_000)?.race_id ?? races.list[0]!.race_id;
	shared = { state: await context.storageState(), race };
	await context.close();
	return shared;
}

for (const call of CALLS) {
	reads.it(`${call.name}: each bad reply is said, with a working Retry`, async (ctx) => {
		const { state, race } = await signedIn(ctx);
		for (const bad of BADS) {
			if (bad === 'empty-list' && !call.list) continue;
			const { context, page, errors } = await caseContext(ctx.browser, state);
			let spoil = true;
			await page.route(
				(url) => url.pathname === call.api,
				(route) => (spoil ? answerBadly(route, bad, call.field) : route.continue()),
			);
			const where = `${call.name}, ${bad}`;
			await page.goto(`${ctx.server.appUrl}#${call.page.replace('RACE', String(race))}`);
			if (bad === 'empty-list') {
				await page.waitForSelector(`main .empty, ${call.ok}`, { timeout: 15_000 });
			} else {
				await page.waitForSelector(call.alert, { timeout: 15_000 }).catch(() => {
					throw new Error(`${where}: no message on the page`);
				});
				assert.not.match(await visibleText(page), RAW, `${where}: a raw text reached the player`);
				spoil = false;
				await page.click(call.retry ?? `${call.alert} button`);
				await page.waitForSelector(`${call.ok}:not(:has-text("—"))`, { timeout: 15_000 }).catch(() => {
					throw new Error(`${where}: Retry did not bring the data`);
				});
			}
			assert.equal(errors, [], `${where}: page errors`);
			await context.close();
		}
	});
}

reads.it('home: a calendar that cannot be read keeps the assumed day, never asks for day=undefined', async (ctx) => {
	const { state } = await signedIn(ctx);
	for (const bad of BADS.filter((b) => b !== 'empty-list')) {
		const { context, page, errors } = await caseContext(ctx.browser, state);
		const days: string[] = [];
		page.on('request', (r) => {
			const url = new URL(r.url());
			if (url.pathname === '/api/events/day_table') days.push(url.searchParams.get('day') ?? 'none');
		});
		await page.route(
			(url) => url.pathname === '/api/events/calendar',
			(route) => answerBadly(route, bad, 'today'),
		);
		await page.goto(ctx.server.appUrl);
		await page.waitForSelector('.race-row', { timeout: 15_000 });
		assert.ok(days.length > 0, `calendar ${bad}: no meetings asked for`);
		for (const d of days) assert.match(d, /^\d{4}-\d{2}-\d{2}$/, `calendar ${bad}: day_table asked for day=${d}`);
		assert.equal(errors, [], `calendar ${bad}: page errors`);
		await context.close();
	}
});

reads.run();
