// The bet slip as a sheet fixed above the tab bar, with a spacer of its height in the page, so nothing stays
// hidden under it; after placing, the receipt takes the slip's place at the same height.
import './bet-slip.css';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { BetSlip } from '../../state/bet-slip.ts';
import { betSlip } from '../../state/bet-slip-app.ts';
import { SlipForm } from './slip-form.tsx';
import { SlipReceipt } from './slip-receipt.tsx';

// the spacer follows the sheet's height by a style write, not a render, so a tap redraws the sheet once:
function useSpacer(box: { current: HTMLElement | null }, spacer: { current: HTMLElement | null }, shown: boolean) {
	useLayoutEffect(() => {
		const el = box.current;
		if (!el) return;
		const read = () => {
			if (spacer.current) spacer.current.style.height = `${el.offsetHeight}px`;
		};
		read();
		if (typeof ResizeObserver === 'undefined') return;
		const watch = new ResizeObserver(read);
		watch.observe(el);
		return () => watch.disconnect();
	}, [box, spacer, shown]);
}

export function SlipSheet({ slip }: { slip: BetSlip }) {
	const box = useRef<HTMLElement>(null);
	const spacer = useRef<HTMLDivElement>(null);
	// the slip's height when Place was tapped: the receipt keeps it, so nothing moves under the finger:
	const kept = useRef(0);
	const receipt = slip.receipt.value;
	const shown = !!receipt || slip.count.value > 0;
	useSpacer(box, spacer, shown);
	if (!shown) return null;
	return (
		<>
			<div ref={spacer} class="slip-space" />
			<section
				ref={box}
				class="slip"
				aria-labelledby={receipt ? 'receipt-title' : 'slip-title'}
				style={receipt && kept.current ? { height: `${kept.current}px` } : undefined}
			>
				{receipt ? (
					<SlipReceipt slip={slip} receipt={receipt} />
				) : (
					<SlipForm
						slip={slip}
						onPlace={() => {
							kept.current = box.current?.offsetHeight ?? 0;
						}}
					/>
				)}
			</section>
		</>
	);
}

export default function SlipPanel() {
	return <SlipSheet slip={betSlip} />;
}
