// Lighthouse medians as a Markdown table, each figure beside its ratio to the floor page of the same profile and run.

import type { Figures } from './lighthouse-run.ts';
import { formatKb, formatMs, markdownTable } from './markdown.ts';

export interface Row {
	page: string;
	profile: string;
	figures: Figures;
	/** The floor page's medians on the same profile, in the same run; undefined on the floor's own row. */
	floor?: Figures;
	/** The React twin's medians on the same profile, in the same run, for the app's rows. */
	react?: Figures;
}

const ratio = (value: number, floor: number | undefined) =>
	floor && Number.isFinite(value) && Number.isFinite(floor) && floor > 0 ? ` (${(value / floor).toFixed(2)}x)` : '';

const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/**
 * The targets: LCP within 1.3x the floor, TBT at most 50 ms and at most half the React twin's, score 98 (100 where
 * the floor has 100), CLS 0.01.
 */
function targets(row: Row): string[] {
	const f = row.figures;
	const floor = row.floor;
	// the targets are the app's: the floor and the React twin carry none
	if (!floor || !row.react) return [];
	const scoreTarget = floor.score >= 100 ? 100 : 98;
	const react = row.react ? [`TBT <= React/2 ${mark(f.tbt <= row.react.tbt / 2)}`] : [];
	return [
		`LCP <= 1.3x ${mark(f.lcp <= 1.3 * floor.lcp)}`,
		`TBT <= 50 ms ${mark(f.tbt <= 50)}`,
		...react,
		`score >= ${scoreTarget} ${mark(f.score >= scoreTarget)}`,
		`CLS <= 0.01 ${mark(f.cls <= 0.01)}`,
	];
}

export function lighthouseTable(rows: readonly Row[]): string {
	return markdownTable(
		[
			'page',
			'profile',
			'score',
			'FCP',
			'LCP',
			'TBT',
			'CLS',
			'Speed Index',
			'TTI',
			'transferred',
			'CPU index (before / in audit)',
			'CPU slowdown',
			'targets',
		],
		rows.map((r) => {
			const f = r.figures;
			const fl = r.floor;
			return [
				r.page,
				r.profile,
				f.score,
				formatMs(f.fcp) + ratio(f.fcp, fl?.fcp),
				formatMs(f.lcp) + ratio(f.lcp, fl?.lcp),
				formatMs(f.tbt) +
					(fl ? ` (floor ${formatMs(fl.tbt)}${r.react ? `, React ${formatMs(r.react.tbt)}` : ''})` : ''),
				Number.isFinite(f.cls) ? f.cls.toFixed(3) : 'n/a',
				formatMs(f.si) + ratio(f.si, fl?.si),
				formatMs(f.tti) + ratio(f.tti, fl?.tti),
				formatKb(f.bytes) + ratio(f.bytes, fl?.bytes),
				`${Number.isFinite(f.calibrated) ? Math.round(f.calibrated) : 'n/a'} / ${Number.isFinite(f.cpu) ? Math.round(f.cpu) : 'n/a'}`,
				Number.isFinite(f.slowdown) ? `${f.slowdown.toFixed(2)}x` : 'n/a',
				targets(r).join('; '),
			];
		}),
	);
}
