// Where the bet slip shows: its chunk is fetched once it has something to show, or ahead of the first price tap.
import type { ComponentType } from 'preact';
import { lazy } from '../../lib/lazy.ts';
import { betSlip } from '../../state/bet-slip-app.ts';
import { useLazy } from '../use-lazy.ts';

const panel = lazy<ComponentType>(() => import('./slip-panel.tsx').then((m) => m.default));

/** Fetches the slip, e.g. once a race card with prices to tap is on screen. */
export const preloadSlip = () => panel.preload().catch(() => {});

export function SlipMount() {
	const { value: Panel } = useLazy(panel, betSlip.count.value > 0 || betSlip.receipt.value !== null);
	return Panel ? <Panel /> : null;
}
