// What the load test prints: requests and latency per kind, the failures, and the ledger audit of its data dir.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** `what` says who ran and for how long, e.g. '200 players, 60.1 s, think 100 ms mean'. */
export function printLatency(
	latency: Map<string, number[]>,
	failures: Map<string, number>,
	elapsed: number,
	what: string,
) {
	const all = [...latency.values()].flat();
	console.log(`\nLoad test: ${what}, PGlite, loopback`);
	console.log(`${all.length} requests, ${(all.length / elapsed).toFixed(0)} req/s`);
	for (const [kind, times] of latency) {
		const s = [...times].sort((a, b) => a - b);
		console.log(
			`${kind.padEnd(12)} ${String(s.length).padStart(7)} req ${(s.length / elapsed).toFixed(0).padStart(5)} req/s   p50 ${pct(s, 0.5).toFixed(1)} ms   p99 ${pct(s, 0.99).toFixed(1)} ms`,
		);
	}
	console.log(`errors: ${failures.size ? [...failures].map(([k, n]) => `${k}: ${n}`).join(', ') : 'none'}`);
}

/** The operator's ledger audit on the data dir, printed; resolves to whether it passed. */
export async function auditLedger(dataDir: string) {
	const audit = await promisify(execFile)(process.execPath, ['--import', 'tsx', resolve('server/cli.ts'), 'audit'], {
		env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR: 'bench-load' },
	}).then(
		(r) => ({ ok: true, out: r.stdout }),
		(e: { stdout?: string; stderr?: string }) => ({ ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }),
	);
	const report = JSON.parse(audit.out.match(/\{[\s\S]*\}/)?.[0] ?? '{}') as {
		transactions?: number;
		accounts?: number;
	};
	console.log(
		`ledger audit: ${audit.ok ? 'ok' : `FAILED\n${audit.out}`} (${report.transactions} transactions, ${report.accounts} accounts)`,
	);
	return audit;
}
