// The server's drawing of the first screen (server/first-screen/), when it is the one on show: the app attaches to
// it (hydrates) rather than replacing it, so nothing is drawn twice and nothing moves.
import { type ComponentChild, hydrate } from 'preact';

/**
 * The server-drawn shell the inline check named (html[data-first]), when the app starts with the day it was drawn
 * with (the page's inline script handed it over: server/first-screen/embed-script.ts).
 */
export function serverScreen(doc: Document, host = globalThis as { __hcFirst?: { embedded?: 1 } }): HTMLElement | null {
	const shown = doc.documentElement.dataset.first;
	return shown && host.__hcFirst?.embedded ? doc.querySelector<HTMLElement>(`[data-ssr][data-shell="${shown}"]`) : null;
}

/** Moves the drawn screen into `root` in place of every shell, gives it its styles, and attaches `app` to it. */
export function attachTo(root: HTMLElement, shell: HTMLElement, app: ComponentChild) {
	root.replaceChildren(...shell.childNodes);
	// style attributes the CSP refuses in markup, set through the DOM as the app sets them:
	for (const el of root.querySelectorAll<HTMLElement>('[data-style]')) {
		el.style.cssText = el.dataset.style ?? '';
		el.removeAttribute('data-style');
	}
	hydrate(app, root);
}
