// The open slip closes by a tap outside it, Escape or the back gesture (an entry of its own in the history, on the
// page's URL), and folds again when its page goes; the runner the player just picked stays in sight above it.
import { useLayoutEffect, useState } from 'preact/hooks';
import type { BetSlip } from '../../state/slip/bet-slip-model.ts';
import { pickId } from '../../state/slip/bet-slip-quote.ts';

/** Brings the latest pick's price above the sheet (the page's scroll-padding holds the sheet's height). */
export function revealPick(slip: BetSlip) {
	const last = slip.picks.peek().at(-1);
	if (last) document.querySelector(`[data-pick="${pickId(last)}"]`)?.scrollIntoView({ block: 'nearest' });
}

export function useSlipOpen(box: { current: HTMLElement | null }, slip: BetSlip, shown: boolean) {
	// each page's slip starts folded: written before it is read, so the first render is already folded
	useState(() => slip.setExpanded(false));
	const open = shown && slip.expanded.value;
	// before the paint, so a Back right after opening finds the slip's entry there:
	useLayoutEffect(() => {
		if (!open) return;
		const close = () => slip.setExpanded(false);
		// going back to the page's own entry must not scroll the page to where it was when the slip opened:
		history.scrollRestoration = 'manual';
		history.pushState({ ...history.state, slip: 1 }, '');
		const onKey = (e: KeyboardEvent) => {
			// a dialog over the page takes its own Escape:
			if (e.key !== 'Escape' || e.defaultPrevented) return;
			// what had the focus inside the slip may be hidden now: the slip's own button takes it
			box.current?.querySelector<HTMLElement>('.slip-toggle')?.focus();
			close();
		};
		const onDown = (e: Event) => box.current?.contains(e.target as Node) || close();
		addEventListener('popstate', close);
		addEventListener('keydown', onKey);
		addEventListener('pointerdown', onDown);
		return () => {
			removeEventListener('popstate', close);
			removeEventListener('keydown', onKey);
			removeEventListener('pointerdown', onDown);
			const auto = () => {
				history.scrollRestoration = 'auto';
			};
			if (!history.state?.slip) return auto();
			// closed by a tap, a key or its button: its history entry goes too
			addEventListener('popstate', auto, { once: true });
			history.back();
		};
	}, [open, slip]);
}
