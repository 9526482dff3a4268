// `npm run bench:surge`: race-time surge. 200 players sign in over the window while 64 of them bet, with
// balance and race-list reads beside them: one window open loop at a set rate, one closed loop as fast
// as the bettors get replies. For the embedded database, then PostgreSQL (a throwaway cluster through
// scripts/with-postgres.sh) with one and with two API processes. Prints bets/s and p50/p99/max per
// kind, peak RSS, wallet checks and the ledger audit, and writes the table into docs/performance.md.
// SURGE_SECONDS (30), SURGE_RATE (400; 0 skips the open loop), SURGE_CLOSED (1; 0 skips the closed
// loop), SURGE_PLAYERS (200), SURGE_BETTORS (64), SURGE_READS (25 per second, each kind), SURGE_SIGNINS
// (sign-ins per window, default every player; 0 measures bets and reads alone),
// SURGE_SETUPS (embedded,pg1,pg2), SURGE_DOC (the section of docs/performance.md to write, default
// `surge`; 0 leaves the docs alone).
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { stamp, writeSection } from './bench/docs.ts';
import { surgeChecks, surgeTable } from './bench/surge-report.ts';
import { runSurge, type SurgeOptions, type SurgeRun } from './bench/surge-run.ts';

const num = (name: string, fallback: number) => {
	const v = Number(process.env[name] ?? fallback);
	return Number.isFinite(v) && v >= 0 ? v : fallback;
};
const base = {
	seconds: num('SURGE_SECONDS', 30),
	rate: num('SURGE_RATE', 400) || null,
	closedLoop: num('SURGE_CLOSED', 1) !== 0,
	players: Math.max(1, num('SURGE_PLAYERS', 200)),
	bettors: Math.max(1, num('SURGE_BETTORS', 64)),
	readRate: num('SURGE_READS', 25),
	signins: num('SURGE_SIGNINS', Number.NaN),
};
base.bettors = Math.min(base.bettors, base.players);
if (Number.isNaN(base.signins)) base.signins = base.players;
const setups = (process.env.SURGE_SETUPS ?? 'embedded,pg1,pg2').split(',').map((s) => s.trim());

// Maps and Sets survive the trip from the PostgreSQL child process as tagged arrays:
const replacer = (_: string, v: unknown) =>
	v instanceof Map ? { map: [...v] } : v instanceof Set ? { set: [...v] } : v;
const reviver = (_: string, v: { map?: unknown[]; set?: unknown[] }) =>
	v && Array.isArray(v.map) ? new Map(v.map as [unknown, unknown][]) : v && Array.isArray(v.set) ? new Set(v.set) : v;

async function freshDatabase(url: string, name: string): Promise<string> {
	const admin = new pg.Client({ connectionString: url });
	await admin.connect();
	await admin.query(`CREATE DATABASE ${name}`);
	await admin.end();
	const next = new URL(url);
	next.pathname = `/${name}`;
	return next.toString();
}

async function pgRuns(url: string): Promise<SurgeRun[]> {
	const runs: SurgeRun[] = [];
	for (const processes of [1, 2]) {
		if (!setups.includes(`pg${processes}`)) continue;
		const databaseUrl = await freshDatabase(url, `surge_pg${processes}_${process.pid}`);
		const label = `PostgreSQL, ${processes} API process${processes > 1 ? 'es' : ''}`;
		console.log(`\n${label}...`);
		runs.push(await runSurge({ ...base, label, databaseUrl, processes }));
	}
	return runs;
}

if (process.env.SURGE_PG_OUT) {
	writeFileSync(process.env.SURGE_PG_OUT, JSON.stringify(await pgRuns(process.env.DATABASE_URL ?? ''), replacer));
	process.exit(0);
}

const runs: SurgeRun[] = [];
if (setups.includes('embedded')) {
	console.log('embedded database (PGlite)...');
	const embedded: SurgeOptions = { ...base, label: 'embedded (PGlite)', databaseUrl: null, processes: 1 };
	runs.push(await runSurge(embedded));
}
if (setups.some((s) => s.startsWith('pg'))) {
	const dir = mkdtempSync(join(tmpdir(), 'horse-club-surge-pg-'));
	const out = join(dir, 'runs.json');
	spawnSync('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'scripts/bench-surge.ts'], {
		env: { ...process.env, SURGE_PG_OUT: out },
		stdio: 'inherit',
	});
	try {
		runs.push(...(JSON.parse(readFileSync(out, 'utf8'), reviver) as SurgeRun[]));
	} catch {
		console.log('PostgreSQL runs did not happen (no PostgreSQL binaries, or the run failed above)');
	}
	rmSync(dir, { recursive: true, force: true });
}

const commit = `${execSync('git rev-parse --short HEAD').toString().trim()}${execSync('git status --porcelain').toString().trim() ? ' + working tree' : ''}`;
const settings = `${base.signins} sign-ins spread over each ${base.seconds} s window while ${base.bettors} of ${base.players} players bet ($1 win bets, a fresh Idempotency-Key each); balance and race-list reads at ${base.readRate}/s each beside them.`;
const table = surgeTable(runs);
const checks = surgeChecks(runs);
console.log(`\n${settings}\n\n${table}\n\n${checks}`);
const section = process.env.SURGE_DOC ?? 'surge';
if (section !== '0') writeSection(section, `${stamp(commit)} ${settings}\n\n${table}\n\n${checks}`);
const failed = runs.some((r) => !r.audit.ok || r.wrongBalances > 0);
process.exit(failed ? 1 : 0);
