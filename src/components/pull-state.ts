// Pull-to-refresh as a small state machine, free of the DOM so its rules can be tested alone.
import { type Clock, systemClock } from '../lib/clock.ts';

export type PullPhase = 'idle' | 'pulling' | 'reached' | 'aborting' | 'refreshing' | 'restoring';

export const PULL_THRESHOLD = 60;
export const PULL_ANIMATION_MS = 300;
// the list follows the finger at half speed, up to twice the threshold:
const RESISTANCE = 0.5;

export interface PullOptions {
	onRefresh: () => Promise<unknown> | unknown;
	onChange: (phase: PullPhase, distance: number) => void;
	clock?: Clock;
	threshold?: number;
}

export function createPull({ onRefresh, onChange, clock = systemClock, threshold = PULL_THRESHOLD }: PullOptions) {
	let phase: PullPhase = 'idle';
	const set = (next: PullPhase, distance: number) => {
		phase = next;
		onChange(next, distance);
	};
	const settle = () => clock.setTimeout(() => set('idle', 0), PULL_ANIMATION_MS);

	return {
		phase: () => phase,
		/** Finger moved `dy` px down from where the pull started. */
		move(dy: number) {
			if (phase !== 'idle' && phase !== 'pulling' && phase !== 'reached') return;
			const distance = Math.min(Math.max(dy, 0) * RESISTANCE, threshold * 2);
			set(distance >= threshold ? 'reached' : distance > 0 ? 'pulling' : 'idle', distance);
		},
		release() {
			if (phase === 'pulling') {
				set('aborting', 0);
				settle();
			} else if (phase === 'reached') {
				set('refreshing', threshold);
				Promise.resolve()
					.then(onRefresh)
					.catch(() => {})
					.then(() => {
						set('restoring', 0);
						settle();
					});
			}
		},
	};
}
