// Lighthouse medians as a Markdown table, with each target's PASS/MISS beside its figure.

import type { Figures } from './lighthouse-run.ts';
import { formatKb, formatMs, markdownTable } from './markdown.ts';
import { verdict } from './stats.ts';

export interface Row {
	page: string;
	profile: string;
	figures: Figures;
}

/** Targets: score 100 on every page, LCP under 1.5 s on the default profile, TTI under 3.5 s on slow 3G. */
function targets(row: Row): string[] {
	const f = row.figures;
	const out: string[] = [];
	if (row.profile === 'default mobile') {
		out.push(`score 100 ${verdict(f.score, 100, true)}`, `LCP < 1.5 s ${verdict(f.lcp, 1500)}`);
	} else out.push(`TTI < 3.5 s ${verdict(f.tti, 3500)}`);
	return out;
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
			'CPU index',
			'targets',
		],
		rows.map((r) => [
			r.page,
			r.profile,
			r.figures.score,
			formatMs(r.figures.fcp),
			formatMs(r.figures.lcp),
			formatMs(r.figures.tbt),
			Number.isFinite(r.figures.cls) ? r.figures.cls.toFixed(3) : 'n/a',
			formatMs(r.figures.si),
			formatMs(r.figures.tti),
			formatKb(r.figures.bytes),
			Number.isFinite(r.figures.cpu) ? Math.round(r.figures.cpu) : 'n/a',
			targets(r).join('; '),
		]),
	);
}
