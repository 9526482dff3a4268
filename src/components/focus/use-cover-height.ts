// A sheet fixed or stuck at the foot of the screen writes its height as --slip-h while it shows, so the page's
// scroll-padding keeps a focused control clear of it (base shell.css); `also` gets each height, e.g. a spacer.
import { useLayoutEffect } from 'preact/hooks';

/** `shown`: anything that changes when the sheet comes, goes or is replaced. */
export function useCoverHeight(box: { current: HTMLElement | null }, shown: unknown, also?: (px: number) => void) {
	useLayoutEffect(() => {
		const el = box.current;
		if (!el) return;
		const root = document.documentElement.style;
		const read = () => {
			root.setProperty('--slip-h', `${el.offsetHeight}px`);
			also?.(el.offsetHeight);
		};
		read();
		const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
		watch?.observe(el);
		return () => {
			watch?.disconnect();
			root.removeProperty('--slip-h');
		};
	}, [box, shown, also]);
}
