// The surge benchmark's figures as a Markdown table, one row per database set-up and window.
import { markdownTable, formatMs as ms } from './markdown.ts';
import { percentile } from './stats.ts';
import type { Kind, WindowResult } from './surge-load.ts';
import type { SurgeRun } from './surge-run.ts';

function spread(values: number[]) {
	if (!values.length) return '-';
	return `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))} / ${ms(values.reduce((a, b) => Math.max(a, b), 0))}`;
}

function failures(w: WindowResult, kind: Kind) {
	const list = [...w.errors[kind]].map(([what, n]) => `${n}× ${what}`);
	return list.length ? list.join(', ') : '0';
}

const ok = (w: WindowResult, kind: Kind) =>
	w.latency[kind].length - [...w.errors[kind].values()].reduce((a, b) => a + b, 0);

const HEADER = [
	'set-up',
	'bets',
	'bets/s',
	'bet p50 / p99 / max',
	'bet errors',
	'sign-ins',
	'sign-in p50 / p99 / max',
	'balance p50 / p99 / max',
	'race list p50 / p99 / max',
	'other errors',
	'server CPU',
	'CPU / request',
	'load avg',
	'peak RSS',
	'audit',
];

export function surgeTable(runs: readonly SurgeRun[]): string {
	const rows = runs.flatMap((run) =>
		run.windows.map(({ mode, result: w, serverCpuMs, loadAvg }) => {
			const others = (['signin', 'balance', 'races'] as Kind[])
				.filter((k) => w.errors[k].size)
				.map((k) => `${k}: ${failures(w, k)}`)
				.join('; ');
			return [
				run.label,
				mode,
				Math.round(ok(w, 'bet') / w.seconds),
				spread(w.latency.bet),
				failures(w, 'bet'),
				w.latency.signin.length,
				spread(w.latency.signin),
				spread(w.latency.balance),
				spread(w.latency.races),
				others || '0',
				`${(serverCpuMs / (w.seconds * 1000)).toFixed(2)} cores`,
				`${(serverCpuMs / Object.values(w.latency).reduce((n, l) => n + l.length, 0)).toFixed(2)} ms`,
				loadAvg.toFixed(1),
				run.peakRssMiB.map((m) => `${m.toFixed(0)} MiB`).join(' + '),
				run.audit.ok ? `ok (${run.audit.transactions} tx)` : 'FAILED',
			];
		}),
	);
	return markdownTable(HEADER, rows);
}

/** Balances, audit and generator lag, one line per set-up. */
export function surgeChecks(runs: readonly SurgeRun[]): string {
	return runs
		.map((r) => {
			const lag = r.windows.reduce((a, w) => Math.max(a, w.result.lateMs), 0);
			const wallets = r.wrongBalances
				? `${r.wrongBalances} wallets differ from their acknowledged bets`
				: 'every wallet matches its acknowledged bets';
			const unchecked = r.uncheckedPlayers ? ` (${r.uncheckedPlayers} players with an unanswered bet not checked)` : '';
			return `- ${r.label}: ${wallets}${unchecked}; ledger audit ${r.audit.ok ? 'balanced' : 'FAILED'}; the generator sent at most ${ms(lag)} late.`;
		})
		.join('\n');
}
