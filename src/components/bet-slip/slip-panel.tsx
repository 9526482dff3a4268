// The bet slip as a sheet fixed above the tab bar, with a spacer of its height in the page, so nothing stays
// hidden under it; after placing, the receipt takes the slip's place at the same height.
import './bet-slip.css';
import { useLayoutEffect, useRef, useState } from 'preact/compat';
import type { BetSlip } from '../../state/bet-slip.ts';
import { betSlip } from '../../state/bet-slip-app.ts';
import { SlipForm } from './slip-form.tsx';
import { SlipReceipt } from './slip-receipt.tsx';

function useHeight(box: { current: HTMLElement | null }, shown: boolean) {
	const [height, setHeight] = useState(0);
	useLayoutEffect(() => {
		const el = box.current;
		if (!el) return;
		const read = () => setHeight(el.offsetHeight);
		read();
		if (typeof ResizeObserver === 'undefined') return;
		const watch = new ResizeObserver(read);
		watch.observe(el);
		return () => watch.disconnect();
	}, [box, shown]);
	return height;
}

export function SlipSheet({ slip }: { slip: BetSlip }) {
	const box = useRef<HTMLElement>(null);
	// the slip's height when Place was tapped: the receipt keeps it, so nothing moves under the finger:
	const kept = useRef(0);
	const receipt = slip.receipt.value;
	const shown = !!receipt || slip.count.value > 0;
	const height = useHeight(box, shown);
	if (!shown) return null;
	return (
		<>
			<div class="slip-space" style={{ height: `${height}px` }} />
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
