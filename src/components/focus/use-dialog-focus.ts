// Dialogs and sheets that cover the page: focus moves in, Tab stays inside, Escape closes, the page behind is inert,
// and focus goes back to what opened it. Only dialogs import it, so it arrives with their code, never the first paint.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const CONTROLS = 'a[href],button,input,select,textarea,[tabindex]:not([data-guard])';

/** The Tab stops inside `box`, in order. */
const stops = (box: Element) =>
	[...box.querySelectorAll<HTMLElement>(CONTROLS)].filter(
		(el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled,
	);

/** Makes everything beside `box`'s branch inert, up to the body (live regions stay, so a toast is still heard). */
function inertAround(box: Element): () => void {
	const made: Element[] = [];
	for (let node = box; node.parentElement && node !== document.body; node = node.parentElement) {
		for (const other of node.parentElement.children) {
			if (other === node || other.hasAttribute('inert') || other.hasAttribute('aria-live')) continue;
			other.setAttribute('inert', '');
			made.push(other);
		}
	}
	return () => {
		for (const el of made) el.removeAttribute('inert');
	};
}

/**
 * A Tab stop at one end of the dialog that hands focus round to the other end. Guards rather than catching Tab on
 * the first and last controls: a date field takes several Tabs inside itself before focus leaves it.
 */
function guard(box: HTMLElement, atStart: boolean) {
	const el = document.createElement('span');
	el.tabIndex = 0;
	el.setAttribute('data-guard', '');
	el.addEventListener('focus', () => {
		const list = stops(box);
		list[atStart ? list.length - 1 : 0]?.focus();
	});
	return el;
}

/** While `open`, focus stays in `box` (starting on its first control) and Escape calls `close`. */
export function useDialogFocus(box: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
	const latestClose = useRef(close);
	latestClose.current = close;
	// a layout effect: focus moves back in the same commit that takes the dialog away, never via <body>
	useLayoutEffect(() => {
		const el = box.current;
		if (!open || !el) return;
		const opener = document.activeElement as HTMLElement | null;
		const restore = inertAround(el);
		const guards = [guard(el, true), guard(el, false)] as const;
		el.prepend(guards[0]);
		el.append(guards[1]);
		stops(el)[0]?.focus();
		const onKey = (e: KeyboardEvent) => {
			if (e.key !== 'Escape') return;
			e.preventDefault();
			latestClose.current();
		};
		// caught on the way down: a date field keeps Escape to itself
		document.addEventListener('keydown', onKey, true);
		return () => {
			document.removeEventListener('keydown', onKey, true);
			for (const g of guards) g.remove();
			restore();
			// back where the player was, unless that control has gone (a page change then places focus itself):
			if (opener?.isConnected && opener !== document.body) opener.focus();
		};
	}, [open, box]);
}
