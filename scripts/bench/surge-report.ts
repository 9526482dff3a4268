// The surge benchmark's figures as a Markdown table, one row per database set-up and window.
import { percentile } from './stats.ts';
import type { Kind, WindowResult } from './surge-load.ts';
import type { SurgeRun } from './surge-run.ts';

const ms = (v: number) =>
	!Number.isFinite(v) ? '-' : v < 1000 ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : `${(v / 1000).toFixed(2)} s`;

function spread(values: number[]) {
	if (!values.length) return '-';
	return `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))} / ${ms(Math.max(...values))}`;
}

function failures(w: WindowResult, kind: Kind) {
	const list = [...w.errors[kind]].map(([what, n]) => `${n}× ${what}`);
	return list.length ? list.join(', ') : '0';
}

const ok = (w: WindowResult, kind: Kind) =>
	w.latency[kind].length - [...w.errors[kind].values()].reduce((a, b) => a + b, 0);

export function surgeTable(runs: readonly SurgeRun[]): string {
	const head =
		'| set-up | bets | bets/s | bet p50 / p99 / max | bet errors | sign-ins | sign-in p50 / p99 / max | balance p50 / p99 / max | race list p50 / p99 / max | other errors | server CPU | load avg | peak RSS | audit |';
	const rows = [head, `|${'---|'.repeat(14)}`];
	for (const run of runs) {
		const rss = run.peakRssMiB.map((m) => `${m.toFixed(0)} MiB`).join(' + ');
		const audit = run.audit.ok ? `ok (${run.audit.transactions} tx)` : 'FAILED';
		for (const { mode, result: w, serverCpuMs, loadAvg } of run.windows) {
			const cores = `${(serverCpuMs / (w.seconds * 1000)).toFixed(2)} cores`;
			const others = (['signin', 'balance', 'races'] as Kind[])
				.filter((k) => w.errors[k].size)
				.map((k) => `${k}: ${failures(w, k)}`)
				.join('; ');
			rows.push(
				`| ${run.label} | ${mode} | ${(ok(w, 'bet') / w.seconds).toFixed(0)} | ${spread(w.latency.bet)} | ${failures(w, 'bet')} | ${w.latency.signin.length} | ${spread(w.latency.signin)} | ${spread(w.latency.balance)} | ${spread(w.latency.races)} | ${others || '0'} | ${cores} | ${loadAvg.toFixed(1)} | ${rss} | ${audit} |`,
			);
		}
	}
	return rows.join('\n');
}

/** Balances, audit and generator lag, one line per set-up. */
export function surgeChecks(runs: readonly SurgeRun[]): string {
	return runs
		.map((r) => {
			const lag = Math.max(...r.windows.map((w) => w.result.lateMs));
			const wallets = r.wrongBalances
				? `${r.wrongBalances} wallets differ from their acknowledged bets`
				: 'every wallet matches its acknowledged bets';
			const unchecked = r.uncheckedPlayers ? ` (${r.uncheckedPlayers} players with an unanswered bet not checked)` : '';
			return `- ${r.label}: ${wallets}${unchecked}; ledger audit ${r.audit.ok ? 'balanced' : 'FAILED'}; the generator sent at most ${ms(lag)} late.`;
		})
		.join('\n');
}
