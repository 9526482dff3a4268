// `npm run bench:api`: the API on the embedded database with demo data, under autocannon.
// Add a scenario to SCENARIOS (place-order and day_table belong here once they exist).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { auditLedger } from '../server/domain/audit.ts';
import { startServer } from '../server/main.ts';
import { racingBenchScenarios } from '../server/sim/bench-scenarios.ts';
import { benchConditional } from './bench-conditional.ts';

// autocannon ships no types; these are the fields read here:
interface Result {
	requests: { average: number };
	latency: { p50: number; p99: number };
	non2xx: number;
	errors: number;
}
const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (opts: object) => Promise<Result>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

interface Scenario {
	name: string;
	method: 'GET' | 'POST';
	path: string;
	body?: unknown;
	idempotent?: boolean;
}

const SCENARIOS: Scenario[] = [
	{ name: 'balance', method: 'GET', path: '/api/user/balance' },
	{ name: 'statement page', method: 'GET', path: '/api/wallet/statement?page=1&size=20' },
	{
		name: 'top-up request',
		method: 'POST',
		path: '/api/wallet/topup',
		// the request alone, as measured before card top-ups opened a checkout session
		body: { amount: 50, method: 'bank_transfer' },
		idempotent: true,
	},
];

const dir = mkdtempSync(join(tmpdir(), 'horse-club-bench-'));
const running = await startServer(
	loadConfig({ ...process.env, DATA_DIR: dir, PORT: '0', DEMO: '1', DATABASE_URL: '' }),
);
const signin = await fetch(`${running.url}/api/user/signin`, {
	method: 'POST',
	headers: { 'content-type': 'application/json' },
	body: JSON.stringify({ user_name: 'demo', password: 'demo-pass-2025', device_id: 'bench' }),
});
SCENARIOS.push(...(await racingBenchScenarios(running.deps)));
const token = ((await signin.json()) as { data: { access_token: string } }).data.access_token;

const rows: string[] = [];
for (const s of SCENARIOS) {
	const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
	const result = await autocannon({
		url: running.url,
		connections: CONNECTIONS,
		duration: SECONDS,
		requests: [
			{
				method: s.method,
				path: s.path,
				headers,
				...(s.body ? { body: JSON.stringify(s.body) } : {}),
				// a fresh Idempotency-Key per request, as a player's separate actions would send:
				...(s.idempotent
					? {
							setupRequest: (req: { headers?: Record<string, string> }) => ({
								...req,
								headers: { ...req.headers, 'idempotency-key': randomUUID() },
							}),
						}
					: {}),
			},
		],
	});
	const errors = result.non2xx + result.errors;
	rows.push(
		`${s.name.padEnd(16)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx/errors ${errors}`,
	);
}
console.log(`\nAPI bench: ${SECONDS} s per scenario, ${CONNECTIONS} connections, PGlite\n${rows.join('\n')}`);
const day = new URL(SCENARIOS.find((s) => s.name === 'day_table')?.path ?? '/?day=', 'http://x').searchParams.get(
	'day',
);
const polls = await benchConditional(autocannon, {
	url: running.url,
	token,
	day: day ?? '',
	seconds: SECONDS,
	connections: CONNECTIONS,
});
console.log(`\nPolls, unchanged (304 with If-None-Match) against full (200), Accept-Encoding br:\n${polls.join('\n')}`);
const report = await auditLedger(running.deps.db);
console.log(
	`ledger audit: ${report.ok ? 'ok' : 'FAILED'} (${report.transactions} transactions, ${report.accounts} accounts)`,
);
await running.close();
rmSync(dir, { recursive: true, force: true });
if (process.env.BENCH_LOAD === '1' && !(await (await import('./bench-load.ts')).runLoadTest())) process.exit(1);
process.exit(report.ok ? 0 : 1);
