// A race countdown's last minutes, the part the home lists share with the race card: from when seconds show,
// how they read and when they next change. Every figure rounds up, so "0:00" is never shown while open.

/** From here on a countdown shows minutes and seconds. */
export const SECONDS_FROM = 5 * 60_000;

/** The time left, `left` ms (> 0), as m:ss. */
export function clockText(left: number): string {
	const s = Math.ceil(left / 1000);
	return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** How long until the words for `left` ms change: the next whole minute while far, the next second close to the jump. */
export const nextChange = (left: number): number => {
	const unit = left > SECONDS_FROM ? 60_000 : 1000;
	return left % unit || unit;
};
