// Keyboard-only probes: where focus is (never the page itself), whether the sticky header or the fixed tab bar
// covers it, and what the live regions say, read inside the page after each step.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { DEMO } from './suite.ts';

export interface Focus {
	tag: string;
	id: string;
	/** The accessible name as far as these checks need it: aria-label, aria-labelledby's texts, else the text. */
	name: string;
	role: string;
	/** Focus is on <body> (or nowhere): it was lost. */
	lost: boolean;
	/** The sticky header or the fixed tab bar covers part of it (WCAG 2.4.11). */
	hiddenBy: string;
	/** An ancestor that clips its overflow cuts off part of the focus ring. */
	clippedBy: string;
}

/** Describes the focused element. */
function focused(page: Page): Promise<Focus> {
	return page.evaluate(() => {
		const el = document.activeElement as HTMLElement | null;
		const text = (e: Element | null) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
		if (!el || el === document.body) {
			return { tag: 'body', id: '', name: '', role: '', lost: true, hiddenBy: '', clippedBy: '' };
		}
		const labelledBy = el.getAttribute('aria-labelledby');
		const label = (el as HTMLInputElement).labels?.[0];
		const name =
			el.getAttribute('aria-label') ??
			(label ? text(label) : null) ??
			(labelledBy
				? labelledBy
						.split(' ')
						.map((id) => text(document.getElementById(id)))
						.join(' ')
				: text(el));
		const box = el.getBoundingClientRect();
		// what stays on screen over the page: a control inside them is not covered by them, nor one in a dialog
		const covers = el.closest('.header, .tab-bar, [role=dialog], [role=alertdialog], .skip-link')
			? []
			: [...document.querySelectorAll<HTMLElement>('.header, .tab-bar')].filter((c) => {
					const style = getComputedStyle(c);
					// a region holding the header (a page's main) is not hidden by it:
					if (el.contains(c)) return false;
					if (style.position !== 'sticky' && style.position !== 'fixed') return false;
					const r = c.getBoundingClientRect();
					return r.bottom > box.top + 1 && r.top < box.bottom - 1;
				});
		// how far the ring reaches beyond the box, and the first clipping ancestor that cuts it:
		const own = getComputedStyle(el);
		const ring =
			own.outlineStyle === 'none' ? 0 : Number.parseFloat(own.outlineWidth) + Number.parseFloat(own.outlineOffset);
		let clippedBy = '';
		for (let a = el.parentElement; ring > 0 && a && a !== document.body && !clippedBy; a = a.parentElement) {
			const s = getComputedStyle(a);
			if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
			const r = a.getBoundingClientRect();
			const cut =
				box.left - ring < r.left - 0.5 ||
				box.right + ring > r.right + 0.5 ||
				box.top - ring < r.top - 0.5 ||
				box.bottom + ring > r.bottom + 0.5;
			if (cut) clippedBy = `${a.tagName.toLowerCase()}.${a.className}`;
		}
		return {
			tag: el.tagName.toLowerCase(),
			id: el.id,
			name: name.slice(0, 80),
			role: el.getAttribute('role') ?? '',
			lost: false,
			hiddenBy: covers.map((c) => c.className).join(', '),
			clippedBy,
		};
	});
}

/** Presses keys, then checks focus is somewhere on the page and uncovered; returns where it is. */
export async function press(page: Page, ...keys: string[]): Promise<Focus> {
	for (const key of keys) await page.keyboard.press(key);
	const f = await focused(page);
	assert.not.ok(f.lost, `focus dropped to <body> after ${keys.join(', ')}`);
	assert.is(f.hiddenBy, '', `${f.tag}#${f.id} "${f.name}" is under ${f.hiddenBy} after ${keys.join(', ')}`);
	assert.is(f.clippedBy, '', `the focus ring of ${f.tag}#${f.id} "${f.name}" is cut off by ${f.clippedBy}`);
	return f;
}

/** Tabs forward until `match` holds, checking every stop on the way; returns the matching stop. */
export async function tabTo(page: Page, match: (f: Focus) => boolean, max = 80): Promise<Focus> {
	const seen: string[] = [];
	for (let i = 0; i < max; i++) {
		const f = await press(page, 'Tab').catch((error: Error) => {
			error.message += `; stops before: ${seen.join(' > ')}`;
			throw error;
		});
		if (match(f)) return f;
		seen.push(f.id || f.name);
	}
	throw new Error(`focus never got there; stops: ${seen.join(' > ')}`);
}

/** Waits until focus satisfies `match` (focus that moves after an answer arrives), then checks it as `press` does. */
export async function focusSettles(page: Page, match: string, timeout = 15_000): Promise<Focus> {
	await page.waitForFunction((sel) => document.activeElement?.matches(sel), match, { timeout });
	return press(page);
}

/** The text of every live region on the page (status, alert, aria-live), empty ones left out. */
export function announced(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll('[role=status], [role=alert], [aria-live]')]
			// a region inside another is read as part of it:
			.filter((el) => !el.parentElement?.closest('[role=status], [role=alert], [aria-live]'))
			.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
			.filter(Boolean),
	);
}

/** Signs in from the keyboard, leaving focus on the home page's heading. */
export async function signInByKeyboard(page: Page, base: string, password = DEMO.password) {
	await page.goto(`${base}#/pages/login/login`);
	// the app's own form, not the one the server drew into the document before the app took over:
	await page.waitForSelector('#app .first-shell', { state: 'detached' });
	await page.waitForSelector('#login-user');
	const skip = await press(page, 'Tab');
	assert.is(skip.name, 'Skip to content', 'the first Tab stop is the skip link');
	assert.is((await press(page, 'Enter')).id, 'main', 'the skip link moves focus to the main region');
	assert.is((await tabTo(page, (f) => f.tag === 'input')).id, 'login-user');
	await page.keyboard.type(DEMO.user);
	assert.is((await press(page, 'Tab')).id, 'login-password');
	await page.keyboard.type(password);
	await page.keyboard.press('Enter');
}

/** The home page once its lists are in (the day picker and the meetings redraw as they arrive). */
export async function homeSettled(page: Page) {
	await focusSettles(page, 'h1');
	await page.waitForSelector('.race-link', { timeout: 15_000 });
	await page.waitForLoadState('networkidle');
}
