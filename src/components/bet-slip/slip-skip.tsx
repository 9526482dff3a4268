// "Go to bet slip" beside the page's first skip link, while the slip shows: the slip one key away from the top. Put
// there by the slip's own chunk, so a page without a slip pays nothing for it.
import { render } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import type { BetSlip } from '../../state/slip/bet-slip-model.ts';

function toSlip(slip: BetSlip) {
	slip.setExpanded(true);
	// the slip's heading, or the receipt that took its place:
	document.querySelector<HTMLElement>('#slip-title, .slip-receipt')?.focus();
}

export function useSlipSkip(slip: BetSlip, shown: boolean) {
	useLayoutEffect(() => {
		if (!shown) return;
		const slot = document.createElement('div');
		document.querySelector('.skip-link')?.after(slot);
		render(
			<button type="button" class="skip-link" onClick={() => toSlip(slip)}>
				{t('bet.slip.skip')}
			</button>,
			slot,
		);
		return () => {
			render(null, slot);
			slot.remove();
		};
	}, [slip, shown]);
}
