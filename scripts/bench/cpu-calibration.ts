// The CPU slowdown that makes this machine emulate Lighthouse's reference mobile phone, from its benchmark index.

/**
 * Lighthouse's CPU throttling calculator (docs/throttling.md, "CPU Throttling", which links Patrick Hulce's
 * lighthouse-cpu-throttling-calculator, pages/index.js `computeMultiplierMessages`): the default 4x slowdown is
 * right for a host whose benchmark index is about 1,533; the calculator's multiplier is piecewise linear through
 * 150 -> 1x, 800 -> 2x, 1,300 -> 3x, 1,533 -> 4x, 1,766 -> 5x, 2,000 -> 6x (and on at 233 points a step above).
 * A host slower than the reference phone (under 150) cannot be slowed to it: 1x.
 */
export function slowdownFor(index: number): number {
	if (!Number.isFinite(index) || index <= 150) return 1;
	if (index >= 1300) return 3 + (index - 1300) / 233;
	if (index >= 800) return 2 + (index - 800) / 500;
	return 1 + (index - 150) / 650;
}

/** How far the index Lighthouse reported for an audit may move from the one its slowdown came from. */
const INDEX_DRIFT = 0.15;

/** True when an audit's own index moved more than INDEX_DRIFT from the one used, so its slowdown was wrong. */
export function indexMoved(used: number, reported: number): boolean {
	if (!Number.isFinite(used) || !Number.isFinite(reported) || used <= 0) return false;
	return Math.abs(reported - used) / used > INDEX_DRIFT;
}

/** The multiplier rounded as Lighthouse and CDP take it, to two decimals. */
export const roundSlowdown = (m: number) => Math.round(m * 100) / 100;

/** Index and multiplier in the form every figure is printed with. */
export const calibrationLabel = (index: number, slowdown: number) =>
	`index ${Number.isFinite(index) ? Math.round(index) : 'n/a'}, ${slowdown.toFixed(2)}x`;
