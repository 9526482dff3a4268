// The read matrix: one call the app makes, answered badly each way in turn (support/bad-reply.ts) on a fresh signed-in
// context with a short request deadline; the page must say it in the player's words and its Retry must bring the data.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { answerBadly, BADS, type Bad } from './bad-reply.ts';
import { openRaces, toStart } from './races.ts';
import { withoutDrawnDay } from './static-document.ts';
import { type ApiContext, apiGet, demoContext } from './suite.ts';

// short enough that a hang is seen in seconds, long enough for this shared machine to answer a good call:
export const DEADLINE_MS = 4000;

export interface Call {
	name: string;
	/** The API path the call reads. */
	api: string;
	/** The page that makes it (RACE and EVENT filled in with an open race and a sport event). */
	page: string;
	/** Under `data`: the field a missing or mistyped field spoils (a list itself: one bad entry is only dropped). */
	field: string;
	/** Where the page says it failed, and its Retry. */
	alert: string;
	/** What shows once the page has its data. */
	ok: string;
	/** A list call: an empty list shows the page's empty state. */
	list: boolean;
	/** The Retry, where it is not a button inside the message (the balance itself is one). */
	retry?: string;
	/** Tapped once the page is up, where the call waits for the player (the live video's toggle). */
	open?: string;
	/** The document without the server's drawn day, so the first screen's own ask is the one answered badly. */
	staticDocument?: boolean;
}

// what a player must never read:
export const RAW = /HTTP \d{3}|Cannot read|undefined|Invalid time|NaN|SyntaxError|TypeError|Unexpected token|<html/;

type State = Awaited<ReturnType<BrowserContext['storageState']>>;
export interface Signed {
	state: State;
	race: number;
	event: number;
}

export async function caseContext(browser: Browser, state: State) {
	const context = await browser.newContext({ storageState: state, viewport: { width: 360, height: 740 } });
	await context.addInitScript({ content: `globalThis.__hcDeadline = ${DEADLINE_MS};` });
	const page = await context.newPage();
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	return { context, page, errors };
}

export const visibleText = (page: Page) => page.evaluate(() => document.querySelector('#app')?.textContent ?? '');

const signedFor = new WeakMap<ApiContext['server'], Signed>();

/** The demo player signed in once per server, an open race and a sport event to open pages on. */
export async function signedIn(ctx: ApiContext): Promise<Signed> {
	const known = signedFor.get(ctx.server);
	if (known) return known;
	const { context, page } = await demoContext(ctx.browser, ctx.server.appUrl);
	const races = await openRaces(page, ctx.server.origin);
	const race = (races.find((r) => toStart(r) > 120_000) ?? races[0]!).race_id;
	const sports = await apiGet<{ list: { id: number }[] }>(page, ctx.server.origin, '/sports/list?page=1&size=5');
	const signed = { state: await context.storageState(), race, event: sports.list[0]?.id ?? 0 };
	signedFor.set(ctx.server, signed);
	await context.close();
	return signed;
}

/**
 * Every bad reply to `call`, one fresh context each: said, no raw text, no page error, and Retry brings the data.
 * The hang, which only waits for the deadline, runs beside the others (reads store nothing, so cases cannot meet).
 */
export async function eachBadReply(ctx: ApiContext, call: Call) {
	const signed = await signedIn(ctx);
	const bads = BADS.filter((bad) => bad !== 'empty-list' || call.list);
	const others = async () => {
		for (const bad of bads.filter((b) => b !== 'hang')) await badReplyCase(ctx, call, signed, bad);
	};
	await Promise.all([badReplyCase(ctx, call, signed, 'hang'), others()]);
}

async function badReplyCase(ctx: ApiContext, call: Call, { state, race, event }: Signed, bad: Bad) {
	const { context, page, errors } = await caseContext(ctx.browser, state);
	let spoil = true;
	await page.route(
		(url) => url.pathname === call.api,
		// a call still on its way when the case closes has nothing left to answer:
		(route) => (spoil ? answerBadly(route, bad, call.field) : route.continue()).catch(() => {}),
	);
	const where = `${call.name}, ${bad}`;
	if (call.staticDocument) await withoutDrawnDay(page);
	await page.goto(`${ctx.server.appUrl}#${call.page.replace('RACE', String(race)).replace('EVENT', String(event))}`);
	if (call.open) await page.click(call.open, { timeout: 15_000 });
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
