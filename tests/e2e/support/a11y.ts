// Accessibility probes run inside the page: axe-core, accessible names, touch-target sizes and the Tab sequence.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const MIN_TARGET = 44;

export interface Finding {
	id: string;
	impact: string;
	help: string;
	targets: string[];
}

/** axe-core on the whole document; only serious and critical violations come back. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
	return page.evaluate(async () => {
		// biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global without types
		const axe = (window as any).axe;
		const result = await axe.run(document, { resultTypes: ['violations'] });
		return (result.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[])
			.filter((v) => v.impact === 'serious' || v.impact === 'critical')
			.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
	});
}

/** Visible inputs, selects and textareas whose accessible name (as axe computes it) is empty. */
async function unnamedFields(page: Page): Promise<string[]> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
	return page.evaluate(() => {
		// biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global without types
		const axe = (window as any).axe;
		axe.setup(document);
		try {
			return [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
				.filter((el) => (el as HTMLInputElement).type !== 'hidden' && el.getClientRects().length > 0)
				.filter((el) => !axe.commons.text.accessibleText(el).trim())
				.map((el) => el.outerHTML.slice(0, 120));
		} finally {
			axe.teardown();
		}
	});
}

/**
 * Buttons, links and fields in the page body smaller than 44x44 CSS px. Allowed, as WCAG 2.5.5 allows:
 * links inline in a sentence (a text link among other text), and a checkbox or radio whose own label
 * is the tap target and is big enough (tapping the label toggles it).
 */
export async function smallTargets(page: Page, min = MIN_TARGET): Promise<string[]> {
	return page.evaluate((m) => {
		const big = (r: DOMRect) => Math.round(r.width) >= m && Math.round(r.height) >= m;
		const inline = (el: Element) => {
			const parent = el.parentElement;
			return el.tagName === 'A' && !!parent && (parent.textContent ?? '').trim() !== (el.textContent ?? '').trim();
		};
		const labelled = (el: HTMLInputElement) => {
			const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
			return !!label && big(label.getBoundingClientRect());
		};
		const scope = document.querySelector('main.page-body') ?? document.body;
		return [...scope.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea')]
			.filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
			.filter((el) => !big(el.getBoundingClientRect()))
			.filter((el) => !inline(el))
			.filter((el) => !(el instanceof HTMLInputElement && /checkbox|radio/.test(el.type) && labelled(el)))
			.map((el) => {
				const r = el.getBoundingClientRect();
				const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
				return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`;
			});
	}, min);
}

/** What the gate finds on the page as it stands, readably: serious axe violations, unnamed fields, small targets. */
export async function a11yFailures(page: Page, label: string): Promise<string[]> {
	const axe = (await seriousViolations(page)).map(
		(v) => `${label}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`,
	);
	const fields = (await unnamedFields(page)).map((f) => `${label}: field without a name ${f}`);
	const small = (await smallTargets(page)).map((t) => `${label}: target under 44x44 ${t}`);
	return [...axe, ...fields, ...small];
}

export interface TabStop {
	tag: string;
	id: string;
	name: string;
	top: number;
	left: number;
	height: number;
	/** A visible focus indicator: an outline or a box-shadow while :focus-visible. */
	visible: boolean;
}

/** Presses Tab once and describes where focus landed. */
export async function tab(page: Page, key = 'Tab'): Promise<TabStop> {
	await page.keyboard.press(key);
	return page.evaluate(() => {
		const el = document.activeElement as HTMLElement;
		const style = getComputedStyle(el);
		const r = el.getBoundingClientRect();
		const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
		const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
		return {
			tag: el.tagName.toLowerCase(),
			id: el.id,
			name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
			top: r.top + scrollY,
			left: r.left + scrollX,
			height: r.height,
			visible: el.matches(':focus-visible') && (outline || shadow),
		};
	});
}

/** Tabs forward until `match` holds (at most `max` presses); returns every stop on the way, the match last. */
export async function tabUntil(page: Page, match: (s: TabStop) => boolean, max = 60): Promise<TabStop[]> {
	const stops: TabStop[] = [];
	for (let i = 0; i < max; i++) {
		const stop = await tab(page);
		stops.push(stop);
		if (match(stop)) return stops;
	}
	throw new Error(`focus never reached the target; stops: ${stops.map((s) => s.id || s.name).join(' > ')}`);
}

/** Pairs of stops where focus jumps back up the page (rows within half a line count as one row). */
export function outOfOrder(stops: TabStop[]): string[] {
	const bad: string[] = [];
	for (let i = 1; i < stops.length; i++) {
		const [a, b] = [stops[i - 1] as TabStop, stops[i] as TabStop];
		const sameRow = Math.abs(b.top - a.top) < Math.max(a.height, b.height) / 2;
		if (sameRow ? b.left < a.left : b.top < a.top) bad.push(`${a.id || a.name} -> ${b.id || b.name}`);
	}
	return bad;
}
