// What a race's countdown says and when it next changes, from its start and a clock's now: minutes (and hours) while
// the jump is far, minutes and seconds in the last five. Every figure rounds up, so "0:00" is never shown while open.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** From here on the countdown shows seconds. */
const SECONDS_FROM = 5 * MINUTE;

export type JumpText =
	| { key: 'hours'; h: number; m: string }
	| { key: 'minutes'; m: number }
	| { key: 'clock'; time: string };

/** The time left, `left` ms (> 0), as the countdown words it. */
export function jumpText(left: number): JumpText {
	if (left > SECONDS_FROM) {
		const minutes = Math.ceil(left / MINUTE);
		return minutes >= 60
			? { key: 'hours', h: Math.floor(minutes / 60), m: String(minutes % 60).padStart(2, '0') }
			: { key: 'minutes', m: minutes };
	}
	const s = Math.ceil(left / SECOND);
	return { key: 'clock', time: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` };
}

/** How long until the words for `left` ms change: the next whole minute while far, the next second close to the jump. */
export const nextChange = (left: number): number => {
	const unit = left > SECONDS_FROM ? MINUTE : SECOND;
	return left % unit || unit;
};
