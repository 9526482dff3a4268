// `npx tsx scripts/probe-signin.ts`: a sign-in surge against the real server on loopback (embedded database).
// PROBE_PLAYERS players sign in at once, PROBE_ROUNDS times, while PROBE_READERS readers ask for the balance and
// the race list as fast as they are answered; prints p50/p99/max of each and the server's RSS, once per hashing
// thread count in PROBE_THREADS (default 1,2). The figures end in one table.
// Traffic stays on 127.0.0.1 and stops by itself.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { devCodeSender, jsonLogger, systemClock } from '../server/deps.ts';
import { loadSecrets } from '../server/domain/secrets.ts';
import { openDatabase } from '../server/open.ts';
import { createPlayer } from '../server/operator/players.ts';
import { formatMs, markdownTable } from './bench/markdown.ts';
import { percentile } from './bench/stats.ts';

const bounded = (value: string | undefined, fallback: number, max: number) =>
	Math.min(Math.max(Number(value ?? fallback) || fallback, 1), max);
const PLAYERS = bounded(process.env.PROBE_PLAYERS, 40, 500);
const ROUNDS = bounded(process.env.PROBE_ROUNDS, 5, 50);
const READERS = bounded(process.env.PROBE_READERS, 4, 64);
const THREADS = (process.env.PROBE_THREADS ?? '1,2').split(',').map((t) => bounded(t, 1, availableParallelism()));
const PASSWORD = 'probe-pass-2025';

async function seed(dataDir: string): Promise<string[]> {
	const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
	const opened = await openDatabase(config);
	const deps = {
		db: opened.db,
		clock: systemClock,
		config,
		sendCode: devCodeSender,
		logger: jsonLogger,
		secrets: await loadSecrets(opened.db, config, false),
	};
	const names = Array.from({ length: PLAYERS }, (_, i) => `probe_${i}`);
	for (const name of names) await createPlayer(deps, name, PASSWORD);
	await opened.close();
	return names;
}

async function start(dataDir: string, threads: number) {
	const child = spawn(process.execPath, ['--import', 'tsx', resolve('server/main.ts')], {
		env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '0', HASH_THREADS: String(threads) },
		stdio: 'ignore',
	});
	const file = join(dataDir, 'server.json');
	for (let i = 0; i < 600; i++) {
		if (existsSync(file)) return { child, url: (JSON.parse(readFileSync(file, 'utf8')) as { url: string }).url };
		await new Promise((r) => setTimeout(r, 100));
	}
	child.kill('SIGKILL');
	throw new Error('server did not start');
}

/** Peak resident set of a process so far, in MiB (Linux). */
const peakRss = (pid: number) =>
	Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

async function timed(send: () => Promise<Response>): Promise<{ at: number; ms: number; status: number }> {
	const at = performance.now();
	const res = await send();
	await res.arrayBuffer();
	return { at, ms: performance.now() - at, status: res.status };
}

const post = (url: string, body: unknown) =>
	fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const line = (label: string, ms: number[]) =>
	`${label.padEnd(10)} n=${String(ms.length).padEnd(6)} p50 ${percentile(ms, 50).toFixed(0)} ms  p99 ${percentile(ms, 99).toFixed(0)} ms  max ${Math.max(...ms).toFixed(0)} ms`;

async function probe(url: string, names: string[], pid: number) {
	const signIn = (user_name: string) =>
		timed(() => post(`${url}/api/user/signin`, { user_name, password: PASSWORD, device_id: `probe-${user_name}` }));
	const first = await (
		await post(`${url}/api/user/signin`, { user_name: names[0], password: PASSWORD, device_id: 'r' })
	).json();
	const headers = { authorization: `Bearer ${(first as { data: { access_token: string } }).data.access_token}` };
	const reads: Record<'balance' | 'races', { at: number; ms: number }[]> = { balance: [], races: [] };
	let reading = true;
	const reader = async () => {
		while (reading) {
			reads.balance.push(await timed(() => fetch(`${url}/api/user/balance`, { headers })));
			reads.races.push(await timed(() => fetch(`${url}/api/events/races`)));
		}
	};
	const readers = Array.from({ length: READERS }, reader);
	await new Promise((r) => setTimeout(r, 2000));
	const windows: [number, number][] = [[0, performance.now()]];
	const before = peakRss(pid);
	const signins: number[] = [];
	const statuses = new Map<number, number>();
	for (let round = 0; round < ROUNDS; round++) {
		const from = performance.now();
		for (const r of await Promise.all(names.map(signIn))) {
			signins.push(r.ms);
			statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
		}
		windows.push([from, performance.now()]);
		await new Promise((r) => setTimeout(r, 1000));
	}
	reading = false;
	await Promise.all(readers);
	const within = (list: { at: number; ms: number }[], [from, to]: [number, number]) =>
		list.filter((r) => r.at >= from && r.at < to).map((r) => r.ms);
	const during = (list: { at: number; ms: number }[]) => windows.slice(1).flatMap((w) => within(list, w));
	return {
		signins,
		statuses: Object.fromEntries(statuses),
		balance: during(reads.balance),
		races: during(reads.races),
		quietRaces: within(reads.races, windows[0]!),
		rss: [before, peakRss(pid)],
	};
}

async function run(threads: number) {
	const dataDir = mkdtempSync(join(tmpdir(), 'hc-probe-'));
	try {
		const names = await seed(dataDir);
		const { child, url } = await start(dataDir, threads);
		try {
			return await probe(url, names, child.pid!);
		} finally {
			child.kill('SIGTERM');
			await new Promise((r) => child.once('exit', r));
		}
	} finally {
		rmSync(dataDir, { recursive: true, force: true });
	}
}

const fmt = (ms: number[], p: number) => formatMs(percentile(ms, p));
const rows: (string | number)[][] = [];
for (const threads of THREADS) {
	const r = await run(threads);
	console.log(`HASH_THREADS=${threads}: ${PLAYERS} sign-ins at once, ${ROUNDS} rounds, ${READERS} readers beside them`);
	console.log(line('sign-in', r.signins), ' statuses', JSON.stringify(r.statuses));
	console.log(line('balance', r.balance), ' (while sign-ins ran)');
	console.log(line('races', r.races), ' (while sign-ins ran)');
	console.log(line('races', r.quietRaces), ' (quiet, before)');
	console.log(`server RSS ${r.rss[0]!.toFixed(0)} MiB before the sign-ins, peak ${r.rss[1]!.toFixed(0)} MiB`);
	rows.push([
		threads,
		`${fmt(r.signins, 50)} / ${fmt(r.signins, 99)} / ${formatMs(Math.max(...r.signins))}`,
		`${fmt(r.balance, 50)} / ${fmt(r.balance, 99)}`,
		`${fmt(r.races, 50)} / ${fmt(r.races, 99)}`,
		fmt(r.quietRaces, 99),
		`${r.rss[0]!.toFixed(0)} / ${r.rss[1]!.toFixed(0)} MiB`,
		Object.entries(r.statuses)
			.map(([status, n]) => `${n} × ${status}`)
			.join(', '),
	]);
}
console.log(
	markdownTable(
		['hashing threads', 'sign-in', 'balance', 'races', 'races p99 before', 'server RSS before / peak', 'replies'],
		rows,
	),
);
