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
