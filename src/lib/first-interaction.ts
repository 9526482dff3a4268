// What waits for the player to settle in: run once on the first click, key or scroll, or after a limit.
import type { Clock } from './clock.ts';

// a click (not a pointerdown), so what appears cannot land under a finger mid-tap:
const INTERACTIONS = ['click', 'keydown', 'scroll'] as const;

export type InteractionHost = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Calls `then` once, at the first interaction or after `limitMs`, whichever comes first; returns the cancel. */
export function afterFirstInteraction(host: InteractionHost, clock: Clock, limitMs: number, then: () => void) {
	const stop = () => {
		clock.clearTimeout(timer);
		for (const type of INTERACTIONS) host.removeEventListener(type, settle, true);
	};
	const settle = () => {
		stop();
		then();
	};
	const timer = clock.setTimeout(settle, limitMs);
	// capturing on the window sees scrolls of any element (scroll does not bubble):
	for (const type of INTERACTIONS) host.addEventListener(type, settle, { capture: true, passive: true });
	return stop;
}
