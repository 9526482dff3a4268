// The measured steps of `npm run bench:interaction`, each on a page already opened and slowed: the bet form, the
// bet slip, and a day of meetings loaded and switched.
import type { Page } from 'playwright-core';
import { armRows, armTextChange } from './in-page.ts';

const INTERACTIONS = 50;
const COMBOS = '[data-testid=bet-combinations]';
const SLIP_COUNT = '.slip-count';
const PRICE = 'button.price-btn';
// the home page lists each meeting with its next few races (the rest behind a toggle), so a day has painted
// once all its meeting cards have:
export const MEETINGS = 10;
export const MEETING = 'section.meeting';

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
export async function slipLatency(page: Page, appUrl: string) {
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

/** The home page's builder: a race first, then the type as chips, then runner rows (the race card's builder). */
export async function betFormLatency(page: Page) {
	await page.click('.bet-toggle');
	await page.waitForFunction(() => (document.querySelector('#bet-leg1') as HTMLSelectElement | null)?.options.length);
	await page.selectOption('#bet-leg1', { index: 1 });
	const type = (index: string) => `input[name=bet-type][value="${index}"]`;
	await page.check(type('1'));
	const runner = '.bet-row input[type=checkbox]:not([disabled])';
	await page.waitForSelector(runner);
	await page.click(runner);
	await page.waitForFunction((s) => document.querySelector(s)?.textContent === '1', COMBOS);
	const types: number[] = [];
	const runners: number[] = [];
	// each type change clears the pick (1 -> 0), each runner tap adds it back (0 -> 1):
	for (let i = 0; i < INTERACTIONS / 2; i++) {
		types.push(await timed(page, 'input', () => page.check(type(i % 2 ? '1' : '2'))));
		runners.push(await timed(page, 'input', () => page.click(runner)));
	}
	return { types, runners };
}

export async function dayLoad(page: Page) {
	const loads: number[] = [];
	const switches: number[] = [];
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
	return { loads, switches };
}
