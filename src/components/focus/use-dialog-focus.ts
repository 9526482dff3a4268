// Dialogs and sheets that cover the page: focus moves in, Tab stays inside, Escape closes, the page behind is inert,
// and focus goes back to what opened it. Only dialogs import it, so it arrives with their code, never the first paint.
import { type RefObject, useEffect, useRef } from 'preact/compat';

const CONTROLS = 'a[href],button,input,select,textarea,[tabindex]';

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

/** While `open`, focus stays in `box` (starting on its first control) and Escape calls `close`. */
export function useDialogFocus(box: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
	const latestClose = useRef(close);
	latestClose.current = close;
	useEffect(() => {
		const el = box.current;
		if (!open || !el) return;
		const opener = document.activeElement as HTMLElement | null;
		const restore = inertAround(el);
		stops(el)[0]?.focus();
		const onKey = (e: KeyboardEvent) => {
			if (e.key === 'Escape') {
				e.preventDefault();
				latestClose.current();
			}
			if (e.key !== 'Tab') return;
			const list = stops(el);
			const [first, last] = [list[0], list[list.length - 1]];
			const at = document.activeElement;
			// past either end, or somehow outside, Tab wraps round inside the dialog:
			if (!el.contains(at) || at === (e.shiftKey ? first : last)) {
				e.preventDefault();
				(e.shiftKey ? last : first)?.focus();
			}
		};
		document.addEventListener('keydown', onKey);
		return () => {
			document.removeEventListener('keydown', onKey);
			restore();
			// back where the player was, unless that control has gone (a page change then places focus itself):
			if (opener?.isConnected && opener !== document.body) opener.focus();
		};
	}, [open, box]);
}
