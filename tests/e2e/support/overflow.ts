// What lies past the screen's edges at a narrow width or big text: the page's own width, and each element outside it.
import type { Page } from 'playwright-core';

/**
 * The page's width when wider than the screen, and each element under `within` past an edge (up to five): a
 * sideways scroller's content, text hidden for screen readers and what is faded out are not on screen, so left out.
 */
export const pastTheEdge = (page: Page, within = '#app') =>
	page.evaluate((root) => {
		const width = document.documentElement.clientWidth;
		const found: string[] = [];
		if (document.documentElement.scrollWidth > width)
			found.push(`the page is ${document.documentElement.scrollWidth}px`);
		const scrolls = (el: Element) => {
			for (let p = el.parentElement; p; p = p.parentElement) {
				if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return true;
			}
			return false;
		};
		for (const el of document.querySelectorAll(`${root} *`)) {
			const box = el.getBoundingClientRect();
			if (!box.width || !box.height || el.closest('.sr-only, .live-sr') || scrolls(el)) continue;
			if (getComputedStyle(el).opacity.startsWith('0')) continue;
			if (box.right > width + 0.5 || box.left < -0.5) {
				found.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"`);
			}
		}
		return found.slice(0, 5);
	}, within);

/** The player's text size, as the browser's own setting sets it (the root's 100% is this). */
export async function textSize(page: Page, px: number) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round(px * 0.8125) } });
}

/**
 * Each element matching `selector` whose text reaches past its own box (a label spilling out of its button); text
 * said only to screen readers (.sr-only, clipped to nothing) is not on screen, so left out.
 */
export const textOutside = (page: Page, selector: string) =>
	page.evaluate((sel) => {
		const found: string[] = [];
		for (const el of document.querySelectorAll(sel)) {
			const box = el.getBoundingClientRect();
			if (!box.width || el.closest('[hidden]')) continue;
			const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
			const rects: DOMRect[] = [];
			for (let node = walk.nextNode(); node; node = walk.nextNode()) {
				if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
				const range = document.createRange();
				range.selectNodeContents(node);
				rects.push(range.getBoundingClientRect());
			}
			if (!rects.length) continue;
			const text = {
				left: Math.min(...rects.map((r) => r.left)),
				right: Math.max(...rects.map((r) => r.right)),
				top: Math.min(...rects.map((r) => r.top)),
				bottom: Math.max(...rects.map((r) => r.bottom)),
				width: Math.max(...rects.map((r) => r.width)),
			};
			const out = Math.max(box.left - text.left, text.right - box.right, box.top - text.top, text.bottom - box.bottom);
			if (text.width && out > 1) found.push(`"${(el.textContent ?? '').trim()}" ${Math.round(out)}px past its box`);
		}
		return found;
	}, selector);
