// An open race's prices move with every bet: while its card is on screen and the page visible, ask again
// every 20 seconds, and at once when the page comes back into view.
import { useEffect } from 'preact/compat';
import { type Clock, systemClock } from '../../lib/clock.ts';

export const PRICE_REFRESH_MS = 20_000;

type Visibility = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export function useLivePrices(
	open: boolean,
	refresh: () => void,
	page: Visibility = document,
	clock: Clock = systemClock,
) {
	useEffect(() => {
		if (!open) return;
		let timer: unknown;
		const visible = () => page.visibilityState === 'visible';
		const again = () => {
			timer = clock.setTimeout(() => {
				if (visible()) refresh();
				again();
			}, PRICE_REFRESH_MS);
		};
		const onShow = () => {
			if (!visible()) return;
			clock.clearTimeout(timer);
			refresh();
			again();
		};
		again();
		page.addEventListener('visibilitychange', onShow);
		return () => {
			clock.clearTimeout(timer);
			page.removeEventListener('visibilitychange', onShow);
		};
	}, [open, refresh, page, clock]);
}
