// Loading rules for every lazy thing: nothing for 200 ms, then a loading indicator; an error after 60 s or on failure.
import type { Clock } from './clock.ts';

export const LOADING_DELAY_MS = 200;
export const LOAD_TIMEOUT_MS = 60_000;

export type LoadPhase = 'waiting' | 'loading' | 'ready' | 'error';

export function watchLoad(load: Promise<unknown>, clock: Clock, onPhase: (phase: LoadPhase) => void) {
	let done = false;
	const finish = (phase: LoadPhase) => {
		if (done) return;
		done = true;
		clock.clearTimeout(delay);
		clock.clearTimeout(timeout);
		onPhase(phase);
	};
	const delay = clock.setTimeout(() => {
		if (!done) onPhase('loading');
	}, LOADING_DELAY_MS);
	const timeout = clock.setTimeout(() => finish('error'), LOAD_TIMEOUT_MS);
	load.then(
		() => finish('ready'),
		() => finish('error'),
	);
	return () => {
		done = true;
		clock.clearTimeout(delay);
		clock.clearTimeout(timeout);
	};
}
