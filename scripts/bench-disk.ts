// `npm run bench:disk`: what a race day costs in disk. On a fresh database (PostgreSQL with DATABASE_URL,
// in a schema of its own, else embedded) it measures the bytes each kind of row adds, tables and
// indexes together: a day of generated cards, a placed bet (order, ledger, idempotency key), its
// settlement, a sign-in (session and token), a live comment; then prints a day at DISK_BETS_PER_S
// (20) with DISK_SIGNINS_PER_DAY (20,000) and DISK_DANMU_PER_DAY (50,000), before and after retention.
// DISK_BETS (2,000) sets how many bets are measured. WAL and the embedded files' free space are not counted.
import { randomBytes, randomUUID } from 'node:crypto';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { type Db, openPg, openPglite } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { type Deps, systemClock } from '../server/deps.ts';
import { approveTopup, requestTopup } from '../server/domain/wallet/topups.ts';
import { runRaceNow } from '../server/operator/racing.ts';
import { tick } from '../server/sim/demo-clock.ts';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const BETS = count('DISK_BETS', 2000);
const PLAYERS = 20;
const url = process.env.DATABASE_URL;
const schema = `disk_${randomBytes(4).toString('hex')}`;
let db: Db;
if (url) {
	const admin = openPg(url, { max: 1 });
	await admin.query(`CREATE SCHEMA ${schema}`);
	await admin.close();
	db = openPg(url, { schema, max: 10 });
} else db = await openPglite();
await migrate(db);

const size = async () =>
	(
		await db.query<{ n: number }>(
			`SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint AS n FROM pg_class c
			 JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'm')`,
		)
	).rows[0]!.n;
const codes: string[] = [];
const config = loadConfig({ DEMO: '1', RATE_LIMIT_SEND_CODE: '100000', RATE_LIMIT_REGISTER: '100000' });
const deps: Deps = {
	db,
	clock: systemClock,
	config,
	logger: { info() {}, warn() {}, error() {} },
	sendCode: async (_phone, code) => void codes.push(code),
	secrets: { jwtKey: randomBytes(32), cardKey: randomBytes(32), operatorTokenHash: null },
};
const app = createApp(deps);
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
	(
		await app.request(path, {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...headers },
			body: JSON.stringify(body),
		})
	).json() as Promise<{ status: number; data: Record<string, unknown> }>;

const measured: Record<string, number> = {};
let before = await size();
const step = async (name: string, per: number, work: () => Promise<unknown>) => {
	await work();
	const after = await size();
	measured[name] = (after - before) / per;
	before = after;
};

await step('cards (one racing day)', 3, () => tick(deps));
const tokens: string[] = [];
await step('a new player (user, code, session, token, a top-up)', PLAYERS, async () => {
	for (let i = 0; i < PLAYERS; i++) {
		const phone = `+8529${String(1_000_000 + i).slice(-7)}`;
		const sent = await post('/api/user/send_code', { phone });
		const reply = await post('/api/user/register', {
			user_name: `disk_${i}`,
			password: 'disk bench pw',
			phone,
			code: codes.at(-1),
			device_id: 'disk',
			...sent.data,
		});
		tokens.push(String(reply.data.access_token));
		const t = await requestTopup(deps, Number(reply.data.user_id), 100_000_00, 'bank_transfer', randomUUID());
		await approveTopup(deps, t.id, 'bench');
	}
});
const races = (
	await db.query<{ id: number; meeting_id: number }>(
		`SELECT r.id, r.meeting_id FROM races r WHERE r.status = 'open' AND r.start_time > now() + interval '10 minutes' ORDER BY r.start_time LIMIT 20`,
	)
).rows;
const runners = new Map<number, number>();
for (const r of races)
	runners.set(
		r.id,
		(
			await db.query<{ horse_id: number }>(
				'SELECT horse_id FROM runners WHERE race_id = $1 AND NOT scratched LIMIT 1',
				[r.id],
			)
		).rows[0]!.horse_id,
	);
let placed = 0;
await step('bet placed (order, ledger, idempotency key)', BETS, async () => {
	const one = async (i: number) => {
		const race = races[i % races.length]!;
		const body = {
			event_id: race.meeting_id,
			race_id: race.id,
			bet_type: 1,
			horse: [runners.get(race.id)],
			betAmount: 1,
		};
		const reply = await post('/api/order/place-order', body, {
			authorization: `Bearer ${tokens[i % PLAYERS]}`,
			'idempotency-key': randomUUID(),
		});
		if (reply.status === 200) placed++;
	};
	for (let i = 0; i < BETS; i += 50)
		await Promise.all(Array.from({ length: Math.min(50, BETS - i) }, (_, j) => one(i + j)));
});
await step('bet settled', BETS, async () => {
	for (const race of races) await runRaceNow(deps, race.id);
});
await step('live comment', 500, async () => {
	for (let i = 0; i < 500; i++)
		await post(
			'/api/live/danmu',
			{ stream_id: 'main', text: `comment ${i}` },
			{ authorization: `Bearer ${tokens[i % PLAYERS]}` },
		);
});
const keyBytes =
	(await db.query<{ n: number }>("SELECT pg_total_relation_size('idempotency_keys')::bigint AS n")).rows[0]!.n / BETS;

const perS = count('DISK_BETS_PER_S', 20);
const signins = count('DISK_SIGNINS_PER_DAY', 20_000);
const danmu = count('DISK_DANMU_PER_DAY', 50_000);
const bets = perS * 86_400;
const mb = (b: number) => `${(b / 1e6).toFixed(0)} MB`;
const bet = measured['bet placed (order, ledger, idempotency key)']! + measured['bet settled']!;
const day =
	measured['cards (one racing day)']! +
	bets * bet +
	signins * measured['a new player (user, code, session, token, a top-up)']! +
	danmu * measured['live comment']!;
const kept = day - bets * keyBytes - danmu * measured['live comment']!;
console.log(`database: ${db.kind}; ${placed} of ${BETS} bets placed`);
for (const [name, bytes] of Object.entries(measured)) console.log(`  ${name}: ${Math.round(bytes)} bytes`);
console.log(`  of a placed bet, its idempotency key: ${Math.round(keyBytes)} bytes (pruned after 24 h)`);
console.log(
	`a day at ${perS} bets/s (${bets} bets), ${signins} sign-ins, ${danmu} comments: ${mb(day)} written; ${mb(kept)} a day kept for good once keys (24 h) and comments (RETENTION_DANMU_DAYS) are pruned; sessions go after their tokens expire plus RETENTION_SESSIONS_DAYS`,
);
if (url) {
	await db.query(`DROP SCHEMA ${schema} CASCADE`);
}
await db.close();
process.exit(0);
