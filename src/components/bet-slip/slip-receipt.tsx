// The slip's receipt: the common one, in the slip's place; Done returns focus to the slip or the page.
import type { BetSlip, SlipReceipt as Receipt } from '../../state/slip/bet-slip-model.ts';
import { BetReceipt } from './bet-receipt.tsx';

function done(slip: BetSlip) {
	slip.closeReceipt();
	// the receipt is gone: focus goes to the slip when picks are left, else to the page's title (both take focus):
	requestAnimationFrame(() =>
		(document.getElementById('slip-title') ?? document.querySelector('h1'))?.focus({ preventScroll: true }),
	);
}

export function SlipReceipt({ slip, receipt }: { slip: BetSlip; receipt: Receipt }) {
	return (
		<BetReceipt orders={receipt.orders} left={receipt.left} onLeave={slip.closeReceipt} onDone={() => done(slip)} />
	);
}
