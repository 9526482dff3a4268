// What a race card's countdown says, from its start and a clock's now: minutes (and hours) while the jump is far,
// minutes and seconds in the last five (countdown-clock.ts). Every figure rounds up.
import { clockText, SECONDS_FROM } from './countdown-clock.ts';

const MINUTE = 60_000;

export type JumpText =
	| { key: 'hours'; h: number; m: string }
	| { key: 'minutes'; m: number }
	| { key: 'clock'; time: string };

/** The time left, `left` ms (> 0), as the countdown words it. */
export function jumpText(left: number): JumpText {
	if (left <= SECONDS_FROM) return { key: 'clock', time: clockText(left) };
	const minutes = Math.ceil(left / MINUTE);
	return minutes >= 60
		? { key: 'hours', h: Math.floor(minutes / 60), m: String(minutes % 60).padStart(2, '0') }
		: { key: 'minutes', m: minutes };
}
