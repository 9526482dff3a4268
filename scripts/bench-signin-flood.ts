// `npm run bench:signin-flood`: a real player's sign-in while strangers flood the sign-in route. The API server
// runs from the working tree on the embedded database (a throwaway data dir), trusting X-Forwarded-For from
// loopback so the flood can come from many addresses. For each flood (300 wrong passwords at once from one
// address; 600 from 60 addresses) the player signs in from their own phone and from a new device at another
// address 50 ms into it, and reads their balance; prints each one's time and the flood's replies by status.
// FLOOD_ROUNDS (3) repeats each flood; the median and worst are printed, with the server's CPU time for the round
// (the flood's cost, which load on a shared machine changes far less than it changes the times) and the load average.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { type ApiProcess, spawnApi } from './bench/api-process.ts';
import { seedPlayers } from './bench/seed-players.ts';

const PASSWORD = 'bench password 1';
const ROUNDS = Math.max(1, Number(process.env.FLOOD_ROUNDS ?? 3));

type Reply = { status: number; ms: number; body: { data?: { access_token?: string } } };

async function call(url: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
	const started = performance.now();
	const res = await fetch(url + path, {
		method: body === undefined ? 'GET' : 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await res.text();
	return { status: res.status, ms: performance.now() - started, body: text ? JSON.parse(text) : {} };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function round(api: ApiProcess, player: string, token: string, guesses: number, addresses: number, seq: number) {
	const url = api.url;
	const cpuBefore = api.cpuMs();
	const flood = Array.from({ length: guesses }, (_, i) =>
		call(
			url,
			'/api/user/signin',
			{ user_name: `stranger_${seq}_${i % 40}`, password: 'guess guess', device_id: `bot-${i}` },
			{ 'x-forwarded-for': `198.18.${seq}.${i % addresses}` },
		),
	);
	// the player arrives while the flood is in flight, as they would:
	await pause(50);
	const [own, fresh, balance] = await Promise.all([
		call(url, '/api/user/signin', { user_name: player, password: PASSWORD, device_id: 'bench-phone' }),
		call(
			url,
			'/api/user/signin',
			{ user_name: player, password: PASSWORD, device_id: `new-${seq}` },
			{
				'x-forwarded-for': `203.0.113.${seq}`,
			},
		),
		call(url, '/api/user/balance', undefined, { authorization: `Bearer ${token}` }),
	]);
	const statuses: Record<number, number> = {};
	for (const r of await Promise.all(flood)) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
	return { own, fresh, balance, statuses, cpu: api.cpuMs() - cpuBefore };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]) => `median ${Math.round(median(xs))} ms, worst ${Math.round(Math.max(...xs))} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'hc-flood-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
const [player] = await seedPlayers(config, ['flood_player'], PASSWORD, 100_00);
// the flood stands for many clients behind one proxy, whose connections all come from loopback: no per-address cap
const api = await spawnApi({
	DATA_DIR: dataDir,
	DATABASE_URL: '',
	TRUST_PROXY: '127.0.0.1, ::1',
	HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
});
try {
	const first = await call(api.url, '/api/user/signin', {
		user_name: player!.name,
		password: PASSWORD,
		device_id: 'bench-phone',
	});
	if (first.status !== 200) throw new Error(`the player could not sign in: ${first.status}`);
	const token = first.body.data!.access_token!;
	const quiet = await call(api.url, '/api/user/signin', {
		user_name: player!.name,
		password: PASSWORD,
		device_id: 'bench-phone',
	});
	console.log(`quiet server: a sign-in takes ${Math.round(quiet.ms)} ms (load average ${loadavg()[0]!.toFixed(1)})`);
	let seq = 0;
	for (const [guesses, addresses] of [
		[300, 1],
		[600, 60],
	] as const) {
		const runs = [];
		for (let i = 0; i < ROUNDS; i++) runs.push(await round(api, player!.name, token, guesses, addresses, ++seq));
		console.log(`\n${guesses} wrong sign-ins at once from ${addresses} address(es), ${ROUNDS} rounds:`);
		console.log(`  flood replies: ${runs.map((r) => JSON.stringify(r.statuses)).join(' ')}`);
		console.log(`  own phone:  ${fmt(runs.map((r) => r.own.ms))} (statuses ${runs.map((r) => r.own.status)})`);
		console.log(`  new device: ${fmt(runs.map((r) => r.fresh.ms))} (statuses ${runs.map((r) => r.fresh.status)})`);
		console.log(`  balance:    ${fmt(runs.map((r) => r.balance.ms))}`);
		console.log(
			`  server CPU: ${fmt(runs.map((r) => r.cpu))}; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
		);
	}
} finally {
	await api.stop();
	rmSync(dataDir, { recursive: true, force: true });
}
