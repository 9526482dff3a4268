// One database set-up of the surge benchmark: seed the players, start the API process(es), sign the
// bettors in, run each window, then stop and check every wallet against its acknowledged bets and
// run the ledger audit.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/open.ts';
import { type ApiProcess, spawnApi } from './api-process.ts';
import { jsonClient } from './http-client.ts';
import { seedPlayers } from './seed-players.ts';
import { type Bettor, runWindow, type WindowResult } from './surge-load.ts';

export interface SurgeOptions {
	label: string;
	databaseUrl: string | null;
	processes: number;
	players: number;
	bettors: number;
	seconds: number;
	/** offered bets per second for the open-loop window; null skips that window */
	rate: number | null;
	closedLoop: boolean;
	readRate: number;
	/** sign-ins spread over each window */
	signins: number;
}

export interface SurgeRun {
	label: string;
	windows: { mode: string; result: WindowResult; serverCpuMs: number; loadAvg: number }[];
	peakRssMiB: number[];
	audit: { ok: boolean; transactions: number; out: string };
	/** players whose wallet differs from their starting money less their acknowledged bets */
	wrongBalances: number;
	uncheckedPlayers: number;
}

const PASSWORD = 'surge-pass-2025';
const START_CENTS = 20_000_00;
const STAKE_CENTS = 100;

async function openRaces(origin: string, after: number) {
	const client = jsonClient(origin, 4);
	try {
		for (let i = 0; i < 120; i++) {
			const r = await client.call('GET', '/api/events/races?limit=500');
			const list = (r.body?.data?.list ?? []) as { race_id: number; event_id: number; start_time: string }[];
			const open = list.filter((x) => Date.parse(x.start_time) > after).slice(0, 12);
			if (open.length >= 4) return open;
			await new Promise((done) => setTimeout(done, 500));
		}
		throw new Error('no race stays open through the run: is the simulator generating cards?');
	} finally {
		client.close();
	}
}

async function audit(env: NodeJS.ProcessEnv) {
	const run = promisify(execFile)(process.execPath, ['--import', 'tsx', resolve('server/cli.ts'), 'audit'], {
		env: { ...process.env, OPERATOR: 'bench-surge', ...env },
	});
	const done = await run.then(
		(r) => ({ ok: true, out: r.stdout }),
		(e: { stdout?: string; stderr?: string }) => ({ ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }),
	);
	const report = JSON.parse(done.out.match(/\{[\s\S]*\}/)?.[0] ?? '{}') as { transactions?: number };
	return { ...done, transactions: report.transactions ?? 0 };
}

export async function runSurge(o: SurgeOptions): Promise<SurgeRun> {
	const dataDir = mkdtempSync(join(tmpdir(), 'horse-club-surge-'));
	const dbEnv = { DATA_DIR: dataDir, DATABASE_URL: o.databaseUrl ?? '' };
	const config = loadConfig({ ...process.env, ...dbEnv });
	const names = Array.from({ length: o.players }, (_, i) => `surge_${i}`);
	const players = await seedPlayers(config, names, PASSWORD, START_CENTS);
	const servers: ApiProcess[] = [];
	try {
		// every sign-in comes from one address here, so the per-address limit is lifted:
		const env = { ...dbEnv, RATE_LIMIT_SIGNIN: '1000000', ACCESS_TOKEN_SECONDS: '3600' };
		for (let i = 0; i < o.processes; i++) servers.push(await spawnApi(env));
		const clients = servers.map((s) => jsonClient(s.url));
		const windows = (o.rate ? 1 : 0) + (o.closedLoop ? 1 : 0);
		const races = await openRaces(servers[0]!.url, Date.now() + (windows * (o.seconds + 30) + 120) * 1000);
		const bettors: Bettor[] = [];
		for (let i = 0; i < o.bettors; i += 8) {
			const batch = players.slice(i, Math.min(i + 8, o.bettors)).map(async (p, j) => {
				const client = clients[(i + j) % clients.length]!;
				const body = { user_name: p.name, password: PASSWORD, device_id: 'surge-bettor' };
				const signin = await client.call('POST', '/api/user/signin', { body });
				if (signin.status !== 200) throw new Error(`sign-in of ${p.name}: ${signin.status}`);
				const race = races[(i + j) % races.length]!;
				const field = await client.call('GET', `/api/events/gethorse_name?race_id=${race.race_id}`);
				const runners = (field.body.data.list as { horse_id: number; scratched: boolean }[]).filter(
					(h) => !h.scratched,
				);
				const horse = runners[(i + j) % runners.length]!.horse_id;
				const bet = { ...BET_FORM, event_id: race.event_id, race_id: race.race_id, horse: [horse] };
				return { userId: p.userId, token: signin.body.data.access_token, client, bet, stake: STAKE_CENTS };
			});
			bettors.push(...(await Promise.all(batch)));
		}
		const signins = Array.from({ length: o.signins }, (_, i) => ({
			name: players[i % players.length]!.name,
			client: clients[i % clients.length]!,
		}));
		const plan = { seconds: o.seconds, bettors, signins, password: PASSWORD, readRate: o.readRate };
		// a few seconds of light traffic first, so the figures are of a warm server, as at a real race time:
		const warm = await runWindow({ ...plan, seconds: 5, signins: [], rate: 50 });
		const result: SurgeRun['windows'] = [];
		const measure = async (mode: string, rate: number | null) => {
			const cpu = servers.reduce((sum, s) => sum + s.cpuMs(), 0);
			const w = await runWindow({ ...plan, rate });
			const serverCpuMs = servers.reduce((sum, s) => sum + s.cpuMs(), 0) - cpu;
			result.push({
				mode,
				result: w,
				serverCpuMs,
				loadAvg: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
			});
		};
		if (o.rate) await measure(`open loop, ${o.rate} bets/s offered`, o.rate);
		if (o.closedLoop) await measure(`closed loop, ${o.bettors} bettors`, null);
		for (const c of clients) c.close();
		const peakRssMiB = servers.map((s) => s.peakRssMiB());
		for (const s of servers.splice(0)) await s.stop();
		const unknown = new Set([...warm.unknown, ...result.flatMap((w) => [...w.result.unknown])]);
		const opened = await openDatabase(config);
		const wallets = await opened.db.query<{ code: string; balance: number }>(
			`SELECT code, balance FROM accounts WHERE code LIKE 'wallet:%'`,
		);
		await opened.close();
		const balanceOf = new Map(wallets.rows.map((w) => [w.code, w.balance]));
		let wrong = 0;
		for (const p of players) {
			if (unknown.has(p.userId)) continue;
			const spent = [warm, ...result.map((w) => w.result)].reduce((sum, w) => sum + (w.acked.get(p.userId) ?? 0), 0);
			if (balanceOf.get(`wallet:${p.userId}`) !== START_CENTS - spent) wrong++;
		}
		return {
			label: o.label,
			windows: result,
			peakRssMiB,
			audit: await audit(dbEnv),
			wrongBalances: wrong,
			uncheckedPlayers: unknown.size,
		};
	} finally {
		for (const s of servers) await s.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}

/** The bet form as the app sends it: every field present, unused ones empty; a $1 win bet. */
const BET_FORM = {
	code: '',
	meetings: '',
	raceNo: null,
	event_id2: null,
	code2: '',
	meetings2: '',
	raceNo2: null,
	race_id2: null,
	horse2: [],
	horse1st: [],
	horse2nd: [],
	horse3rd: [],
	horse4th: [],
	betAmount: STAKE_CENTS / 100,
	betAmount2: null,
	bet_type: 1,
	date: '',
};
