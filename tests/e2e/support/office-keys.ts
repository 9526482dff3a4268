// The office by keyboard: where the focus is, and waiting for it to land where the person expects it.
import type { Page } from 'playwright-core';

export interface Focus {
	tag: string;
	text: string;
	/** inside a row of a list (a table's body or a list of cards) */
	inRow: boolean;
	inReasonForm: boolean;
}

function describe(): Focus {
	const el = document.activeElement as HTMLElement | null;
	return {
		tag: el?.tagName.toLowerCase() ?? 'none',
		text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 60),
		inRow: !!el?.closest('tbody tr, ul.cards > li'),
		inReasonForm: !!el?.closest('form.reason'),
	};
}

const focusOf = (page: Page): Promise<Focus> => page.evaluate(describe);

/** Waits until the focus has every field of `want` (a fresh render may take a frame), else says where it is. */
export async function focusLands(page: Page, want: Partial<Focus>, what: string, timeout = 5000) {
	const landed = await page
		.waitForFunction(
			(w) => {
				// the same reading as describe(), which cannot be passed in (the office's policy allows no eval):
				const el = document.activeElement as HTMLElement | null;
				const f: Record<string, unknown> = {
					tag: el?.tagName.toLowerCase() ?? 'none',
					text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 60),
					inRow: !!el?.closest('tbody tr, ul.cards > li'),
					inReasonForm: !!el?.closest('form.reason'),
				};
				return Object.entries(w).every(([k, v]) => f[k] === v);
			},
			want,
			{ timeout },
		)
		.then(() => true)
		.catch(() => false);
	if (!landed) throw new Error(`${what}: the focus is on ${JSON.stringify(await focusOf(page))}`);
}

export interface Stop {
	tag: string;
	name: string;
	/** an outline or a shadow drawn round it now (a date field's ring is drawn while a part of it has the focus) */
	ringed: boolean;
}

/** Presses Tab (or `key`) and describes the stop; leaving the page for the browser's own controls is 'outside'. */
export async function press(page: Page, key = 'Tab'): Promise<Stop> {
	await page.keyboard.press(key);
	return page.evaluate(() => {
		const el = document.activeElement as HTMLElement | null;
		if (!el || el === document.body) return { tag: 'outside', name: '', ringed: true };
		const style = getComputedStyle(el);
		const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
		const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
		const name =
			el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : (el.getAttribute('aria-label') ?? el.textContent);
		const tag = el instanceof HTMLInputElement ? `input[${el.type}]` : el.tagName.toLowerCase();
		return { tag, name: (name ?? '').trim().slice(0, 40), ringed: outline || shadow };
	});
}

/** Tabs until `match` holds (at most `max` presses); every stop on the way, the match last. */
export async function tabTo(page: Page, match: (s: Stop) => boolean, max = 60): Promise<Stop[]> {
	const stops: Stop[] = [];
	for (let i = 0; i < max; i++) {
		const stop = await press(page);
		stops.push(stop);
		if (match(stop)) return stops;
	}
	throw new Error(`focus never reached the target; stops: ${stops.map((s) => s.name || s.tag).join(' > ')}`);
}

/** The stops that showed no focus ring. */
export const unringed = (stops: Stop[]) => stops.filter((s) => !s.ringed).map((s) => `${s.tag} "${s.name}"`);
