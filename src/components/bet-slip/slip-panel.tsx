// The bet slip as a sheet fixed above the tab bar, one line until opened, with a spacer of its height in the page, so
// nothing stays hidden under it; after placing, the receipt takes the slip's place at the same height.
import './bet-slip.css';
import './bet-receipt.css';
import { useCallback, useRef } from 'preact/hooks';
import { betSlip } from '../../state/slip/bet-slip.ts';
import type { BetSlip } from '../../state/slip/bet-slip-model.ts';
import { useCoverHeight } from '../focus/use-cover-height.ts';
import { SlipForm } from './slip-form.tsx';
import { SlipReceipt } from './slip-receipt.tsx';
import { useSlipSkip } from './slip-skip.tsx';
import { revealPick, useSlipOpen } from './use-slip-open.ts';

export function SlipSheet({ slip }: { slip: BetSlip }) {
	const box = useRef<HTMLElement>(null);
	const spacer = useRef<HTMLDivElement>(null);
	// the slip's height when Place was tapped: the receipt keeps it, so nothing moves under the finger:
	const kept = useRef(0);
	const receipt = slip.receipt.value;
	const shown = !!receipt || slip.count.value > 0;
	// the spacer follows the sheet's height by a style write, not a render, so a tap redraws the sheet once:
	const space = useCallback(
		(px: number) => {
			if (spacer.current) spacer.current.style.height = `${px}px`;
			if (slip.expanded.peek()) revealPick(slip);
		},
		[slip],
	);
	useCoverHeight(box, shown, space);
	useSlipOpen(box, slip, shown);
	useSlipSkip(slip, shown);
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
							// the exact height, a fraction included, so the receipt's top lands where the slip's was:
							kept.current = box.current?.getBoundingClientRect().height ?? 0;
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
