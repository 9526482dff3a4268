// Pure figures for the benchmarks: medians and percentiles over repeated runs.

/** Nearest-rank percentile (p in 0..100) of the finite values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
	const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
	if (!sorted.length) return Number.NaN;
	const clamped = Math.min(100, Math.max(0, p));
	const rank = Math.ceil((clamped / 100) * sorted.length);
	return sorted[Math.max(0, rank - 1)]!;
}

/** The middle value, or the mean of the two middle values for an even count; NaN when empty. */
export function median(values: readonly number[]): number {
	const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
	if (!sorted.length) return Number.NaN;
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median of each numeric field across runs, for the fields the first run carries. */
export function medianOf<K extends string>(runs: readonly Record<K, number>[]): Record<K, number> {
	const out = {} as Record<K, number>;
	if (!runs.length) return out;
	for (const key of Object.keys(runs[0]!) as K[]) out[key] = median(runs.map((r) => r[key]));
	return out;
}

/** 'PASS' when the value meets its target (below it, or at least it with atLeast), else 'MISS'. */
export function verdict(value: number, target: number, atLeast = false): 'PASS' | 'MISS' {
	if (!Number.isFinite(value)) return 'MISS';
	return (atLeast ? value >= target : value < target) ? 'PASS' : 'MISS';
}
