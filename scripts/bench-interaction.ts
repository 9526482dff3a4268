// `npm run bench:interaction`: bet form input-to-paint latency, a race card price tap to the bet slip, and a 100-race
// day render, on a 4x slowed CPU.
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromium.ts';
import { stamp, writeSection } from './bench/docs.ts';
import { armRows, armTextChange, watchFirstRows } from './bench/in-page.ts';
import { formatMs, markdownTable } from './bench/markdown.ts';
import { buildApp, type DemoSession, signInDemo, startServer } from './bench/server.ts';
import { median, percentile } from './bench/stats.ts';
import { syntheticDay } from './bench/synthetic-day.ts';

const CPU_SLOWDOWN = 4;
const INTERACTIONS = 50;
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const COMBOS = '[data-testid=bet-combinations]';
const SLIP_COUNT = '.slip-count';
const PRICE = 'button.price-btn';
// the home page lists each meeting with its next few races (the rest behind a toggle), so a day has painted
// once all its meeting cards have:
const MEETINGS = 10;
const MEETING = 'section.meeting';

async function openHome(browser: Browser, appUrl: string, session: DemoSession, synthetic: boolean) {
	const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
	// tsx keeps function names with a __name() helper that serialised recorders call in the page:
	await context.addInitScript('globalThis.__name = (f) => f');
	await context.addInitScript((s) => {
		for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
	}, session);
	if (synthetic) {
		await context.addInitScript(watchFirstRows, [MEETING, MEETINGS] as [string, number]);
		await context.route('**/api/events/day_table**', (route) => {
			const day = new URL(route.request().url()).searchParams.get('day') ?? '';
			const data = { list: syntheticDay(day, Date.now()) };
			return route.fulfill({ json: { status: 200, message: 'ok', data } });
		});
	}
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
	await page.goto(appUrl);
	return page;
}

/** Time from the input event to the frame that paints a new text in `selector`, for one action. */
async function timed(
	page: Page,
	trigger: 'input' | 'click',
	act: () => Promise<unknown>,
	selector = COMBOS,
): Promise<number> {
	await page.evaluate(armTextChange, [selector, trigger] as [string, string]);
	await act();
	return page.evaluate(() => window.__bench?.pending ?? Number.NaN);
}

/** An open race's card: a first price tap opens the slip, then one price in and out of it, each to its paint. */
async function slipLatency(page: Page, appUrl: string) {
	const raceId = await page.evaluate(async () => {
		const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
		const reply = await (await fetch('/api/events/races', { headers })).json();
		const list = reply.data.list as { race_id: number; start_time: string }[];
		// one that stays open through the run:
		return (list.find((r) => Date.parse(r.start_time) - Date.now() > 600_000) ?? list[0]!).race_id;
	});
	await page.goto(`${appUrl}pages/detail/detail?race_id=${raceId}`);
	await page.waitForSelector(PRICE);
	// the card has settled and fetched the slip ahead of the first tap, as a player reading it would give it time to:
	await page.waitForLoadState('networkidle');
	const first = await timed(page, 'click', () => page.click(`${PRICE} >> nth=0`), SLIP_COUNT);
	const taps: number[] = [];
	for (let i = 0; i < INTERACTIONS; i++)
		taps.push(await timed(page, 'click', () => page.click(`${PRICE} >> nth=2`), SLIP_COUNT));
	return { first, taps };
}

async function betFormLatency(page: Page) {
	await page.click('.bet-toggle');
	await page.waitForSelector('#bet-type');
	await page.waitForFunction(() => (document.querySelector('#bet-leg1') as HTMLSelectElement).options.length > 1);
	await page.selectOption('#bet-leg1', { index: 1 });
	await page.selectOption('#bet-type', '1');
	const runner = '.bet-runners input[type=checkbox]:not([disabled])';
	await page.waitForSelector(runner);
	await page.click(runner);
	await page.waitForFunction((s) => document.querySelector(s)?.textContent === '1', COMBOS);
	const types: number[] = [];
	const runners: number[] = [];
	// each type change clears the pick (1 -> 0), each runner tap adds it back (0 -> 1):
	for (let i = 0; i < INTERACTIONS / 2; i++) {
		types.push(await timed(page, 'input', () => page.selectOption('#bet-type', i % 2 ? '1' : '2')));
		runners.push(await timed(page, 'input', () => page.click(runner)));
	}
	return { types, runners };
}

async function dayRender(browser: Browser, appUrl: string, session: DemoSession) {
	const loads: number[] = [];
	const switches: number[] = [];
	for (let i = 0; i < LOADS; i++) {
		const page = await openHome(browser, appUrl, session, true);
		await page.waitForFunction(() => (window as { __rowsPainted?: number }).__rowsPainted, null, { timeout: 30_000 });
		loads.push(await page.evaluate(() => (window as { __rowsPainted?: number }).__rowsPainted ?? Number.NaN));
		// every other racing day the calendar offers once, then back: each is a fresh fetch and a full list swap
		await page.waitForLoadState('networkidle');
		const days = page.locator('.day-picker button');
		const shown = await days.evaluateAll((list) => list.findIndex((b) => b.getAttribute('aria-pressed') === 'true'));
		const others = [...Array(await days.count()).keys()].filter((n) => n !== shown);
		for (const n of [...others, shown]) {
			await page.evaluate(armRows, [MEETING, MEETINGS] as [string, number]);
			await page.click(`.day-picker button >> nth=${n}`);
			switches.push(await page.evaluate(() => window.__bench?.pending ?? Number.NaN));
		}
		await page.context().close();
	}
	return { loads, switches };
}

const build = buildApp();
const { commit } = build;
const server = await startServer(build);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
let rows: (string | number)[][] = [];
try {
	const session = await signInDemo(server.origin);
	const appUrl = `${server.origin}/app/#/`;
	const formPage = await openHome(browser, appUrl, session, false);
	const form = await betFormLatency(formPage);
	await formPage.context().close();
	const slipPage = await openHome(browser, appUrl, session, false);
	const slip = await slipLatency(slipPage, appUrl);
	await slipPage.context().close();
	const day = await dayRender(browser, appUrl, session);
	const line = (what: string, v: number[]) => [
		what,
		v.filter(Number.isFinite).length,
		formatMs(percentile(v, 50)),
		formatMs(percentile(v, 95)),
		formatMs(Math.max(...v.filter(Number.isFinite))),
	];
	const failed = [...form.types, ...form.runners, slip.first, ...slip.taps, ...day.loads, ...day.switches].filter(
		(v) => !Number.isFinite(v),
	);
	if (failed.length) console.warn(`${failed.length} samples timed out and are left out`);
	rows = [
		line('bet type chosen -> combinations painted', form.types),
		line('runner ticked -> combinations painted', form.runners),
		line('bet form, all interactions', [...form.types, ...form.runners]),
		line('first price tap on a race card -> bet slip painted', [slip.first]),
		line('price tap -> bet slip updated (in, out)', slip.taps),
		line(`cold load -> a day of ${MEETINGS} meetings x 10 races painted (from navigation start)`, day.loads),
		line(`day switch -> the next day's ${MEETINGS} meetings painted`, day.switches),
	];
	console.log(`median day switch ${formatMs(median(day.switches))}`);
} finally {
	await browser.close();
	await server.close();
}

const table = markdownTable(['measure', 'samples', 'p50', 'p95', 'max'], rows);
const note = `Chromium headless, ${CPU_SLOWDOWN}x CPU slowdown, 375x812 viewport; synthetic day of 10 meetings x 10 races.`;
console.log(`\nbench:interaction on commit ${commit}\n${note}\n\n${table}`);
writeSection('interaction', `${stamp(commit)} ${note}\n\n${table}`);
