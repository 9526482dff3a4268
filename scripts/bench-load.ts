// `npx tsx scripts/bench-load.ts` (or BENCH_LOAD=1 npm run bench:api): 200 players at once against the real
// server on loopback for 60 s, then the ledger audit and a balance check per player. Exits 1 on any failure.
// BENCH_LOAD_PLAYERS (<= 1000), BENCH_LOAD_SECONDS (<= 600), BENCH_LOAD_MAX_REQUESTS, BENCH_LOAD_THINK_MS.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { spawnApi } from './bench/api-process.ts';
import { auditLedger, printLatency } from './bench/load-report.ts';
import { seedPlayers } from './bench/seed-players.ts';

const LOAD_PASSWORD = 'load-pass-2025';

const bounded = (value: string | undefined, fallback: number, max: number) =>
	Math.min(Math.max(Number(value ?? fallback) || fallback, 1), max);
const PLAYERS = bounded(process.env.BENCH_LOAD_PLAYERS, 200, 1000);
const SECONDS = bounded(process.env.BENCH_LOAD_SECONDS, 60, 600);
const MAX_REQUESTS = bounded(process.env.BENCH_LOAD_MAX_REQUESTS, 1_000_000, 10_000_000);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 100);
const START_CENTS = 5_000_00;
const STAKE = 1;

type Kind = 'balance' | 'day_table' | 'place-order' | 'topup' | 'statement';
// a player mostly looks, sometimes bets, now and then tops up:
const MIX: [Kind, number][] = [
	['balance', 35],
	['day_table', 20],
	['place-order', 20],
	['statement', 15],
	['topup', 10],
];

interface Reply {
	status: number;
	data: unknown;
}

export async function runLoadTest(): Promise<boolean> {
	const dataDir = mkdtempSync(join(tmpdir(), 'horse-club-load-'));
	const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
	const names = Array.from({ length: PLAYERS }, (_, i) => `load_${i}`);
	await seedPlayers(config, names, LOAD_PASSWORD, START_CENTS);
	// every player signs in from the same address, so the sign-in limit is lifted
	const api = await spawnApi({ DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_SIGNIN: '100000' });
	const { url } = api;
	const call = async (token: string, method: string, path: string, body?: unknown, key?: string): Promise<Reply> => {
		const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
		if (key) headers['idempotency-key'] = key;
		const res = await fetch(`${url}/api${path}`, {
			method,
			headers,
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const reply = (await res.json()) as { data: unknown };
		return { status: res.status, data: reply.data };
	};
	try {
		const tokens: string[] = [];
		for (let i = 0; i < names.length; i += 20) {
			const batch = names.slice(i, i + 20).map(async (user_name) => {
				const r = await call('', 'POST', '/user/signin', { user_name, password: LOAD_PASSWORD, device_id: 'load' });
				if (r.status !== 200) throw new Error(`sign-in of ${user_name}: ${r.status}`);
				return (r.data as { access_token: string }).access_token;
			});
			tokens.push(...(await Promise.all(batch)));
		}
		// races that stay open through the run, with a runner that is not scratched:
		const until = Date.now() + (SECONDS + 60) * 1000;
		const races = (await call(tokens[0] ?? '', 'GET', '/events/races?limit=500')).data as {
			list: { race_id: number; event_id: number; start_time: string; day: string }[];
		};
		const open = races.list.filter((r) => Date.parse(r.start_time) > until).slice(0, 10);
		const bets = await Promise.all(
			open.map(async (r) => {
				const runners = (await call(tokens[0] ?? '', 'GET', `/events/gethorse_name?race_id=${r.race_id}`)).data as {
					list: { horse_id: number; scratched: boolean }[];
				};
				const horse = runners.list.find((h) => !h.scratched)?.horse_id;
				return { bet_type: 1, race_id: r.race_id, event_id: r.event_id, horse: [horse], betAmount: STAKE };
			}),
		);
		if (!bets.length) throw new Error('no race stays open through the run: is the simulator generating cards?');
		const day = open[0]?.day ?? new Date().toISOString().slice(0, 10);

		const latency = new Map<Kind, number[]>(MIX.map(([k]) => [k, []]));
		const failures = new Map<string, number>();
		const placed = new Array<number>(tokens.length).fill(0);
		const total = MIX.reduce((s, [, w]) => s + w, 0);
		const pick = (): Kind => {
			let r = Math.random() * total;
			for (const [kind, weight] of MIX) {
				r -= weight;
				if (r < 0) return kind;
			}
			return 'balance';
		};
		let sent = 0;
		const stopAt = Date.now() + SECONDS * 1000;
		const started = performance.now();
		const player = async (i: number) => {
			const token = tokens[i] ?? '';
			while (Date.now() < stopAt && sent < MAX_REQUESTS) {
				sent++;
				const kind = pick();
				const t0 = performance.now();
				let status = 0;
				try {
					const reply =
						kind === 'balance'
							? await call(token, 'GET', '/user/balance')
							: kind === 'day_table'
								? await call(token, 'GET', `/events/day_table?day=${day}&event_type=Races`)
								: kind === 'statement'
									? await call(token, 'GET', `/wallet/statement?page=${1 + (sent % 3)}&size=20`)
									: kind === 'topup'
										? await call(token, 'POST', '/wallet/topup', { amount: 25, method: 'bank_transfer' }, randomUUID())
										: await call(token, 'POST', '/order/place-order', bets[i % bets.length], randomUUID());
					status = reply.status;
					if (kind === 'place-order' && status === 200) placed[i] = (placed[i] ?? 0) + 1;
				} catch {
					status = -1;
				}
				latency.get(kind)?.push(performance.now() - t0);
				const failure = `${kind} ${status === -1 ? 'network' : status}`;
				if (status !== 200) failures.set(failure, (failures.get(failure) ?? 0) + 1);
				if (THINK_MS > 0) await new Promise((r) => setTimeout(r, Math.random() * 2 * THINK_MS));
			}
		};
		await Promise.all(tokens.map((_, i) => player(i)));
		const elapsed = (performance.now() - started) / 1000;

		printLatency(
			latency,
			failures,
			elapsed,
			`${tokens.length} players, ${elapsed.toFixed(1)} s, think ${THINK_MS} ms mean`,
		);

		// every wallet lost exactly the stakes of its placed orders (top-ups stay pending):
		let wrong = 0;
		for (let i = 0; i < tokens.length; i += 20) {
			const slice = tokens.slice(i, i + 20).map(async (token, j) => {
				const balance = Math.round(Number((await call(token, 'GET', '/user/balance')).data) * 100);
				if (balance !== START_CENTS - (placed[i + j] ?? 0) * STAKE * 100) wrong++;
			});
			await Promise.all(slice);
		}
		console.log(
			`balances: ${wrong ? `${wrong} players' balances do not match their placed orders` : 'every one matches its placed orders'}`,
		);
		const audit = await auditLedger(dataDir);
		return audit.ok && wrong === 0;
	} finally {
		await api.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await runLoadTest()) ? 0 : 1);
