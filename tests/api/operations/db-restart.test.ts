// PostgreSQL stopped (`pg_ctl stop -m fast`) and started again under bet load: the process never
// exits, bets are refused 503 database_unavailable with Retry-After meanwhile (/healthz 200, /readyz
// 503), 200s come back by themselves, and replaying the unanswered bets with their keys loses nothing
// acknowledged and charges nothing twice; the ledger audit balances.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seedPlayers } from '../../../scripts/bench/seed-players.ts';
import { loadConfig } from '../../../server/config.ts';
import { openPg } from '../../../server/db/db.ts';
import { auditLedger } from '../../../server/domain/audit.ts';
import { balanceOf } from '../../../server/domain/ledger.ts';
import { betLoad, bettor, until } from './support/bettors.ts';
import { type Cluster, postgresOrSkip, startCluster } from './support/pg-cluster.ts';
import { openRace, openStream, type ServerProcess, startProcess } from './support/server-process.ts';

const PLAYERS = 4;
const PASSWORD = 'restart-pass-2025';
const START_CENTS = 1_000_00;

type Ctx = { dir: string; cluster?: Cluster; server?: ServerProcess };
const s = suite<Ctx>('PostgreSQL restarted under bet load', { dir: '' });
s.before(async (ctx) => {
	ctx.dir = mkdtempSync(join(tmpdir(), 'hc-db-restart-'));
	const bin = postgresOrSkip('the PostgreSQL restart');
	if (bin) ctx.cluster = await startCluster(bin);
});
s.after(async (ctx) => {
	ctx.server?.child.kill('SIGKILL');
	await ctx.cluster?.destroy();
	rmSync(ctx.dir, { recursive: true, force: true });
});

async function signIn(url: string, user_name: string): Promise<string> {
	const res = await fetch(`${url}/api/user/signin`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ user_name, password: PASSWORD, device_id: 'restart-test' }),
	});
	return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

const count = (lines: string[], msg: string) => lines.join('\n').split(`"msg":"${msg}"`).length - 1;

s(
	'the process lives through the stop, answers 503 meanwhile and 200 again after; nothing lost or doubled',
	async (ctx) => {
		if (!ctx.cluster) return;
		const { cluster } = ctx;
		const names = Array.from({ length: PLAYERS }, (_, i) => `restart_${i}`);
		const players = await seedPlayers(
			loadConfig({ DATA_DIR: ctx.dir, DATABASE_URL: cluster.url, DEMO: '1' }),
			names,
			PASSWORD,
			START_CENTS,
		);
		const server = await startProcess(ctx.dir, {
			DATABASE_URL: cluster.url,
			SIM_TICK_SECONDS: '1',
			DB_CONNECT_TIMEOUT_MS: '1000',
		});
		ctx.server = server;
		const { url } = server;
		const tokens = await Promise.all(names.map((n) => signIn(url, n)));
		const bet = bettor(url, await openRace(url));
		// a live-comment stream held open across the outage: its listening connection is cut too
		const stream = await openStream(url);
		await until('the stream is ready', () => stream.text().includes('event: ready'));
		const load = betLoad(bet, tokens, 2, 20);
		const { outcomes } = load;
		const placed = () => outcomes.filter((o) => o.status === 200).length;
		// a server that died fails the wait at once instead of at its ceiling:
		const alive = () => {
			if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.lines.slice(-3).join('\n')}`);
			return true;
		};
		await until('bets placed before the stop', () => placed() >= 20);

		const stoppedAt = Date.now();
		await cluster.stop();
		await until(
			'a bet refused for the database',
			() => alive() && outcomes.some((o) => o.at > stoppedAt && o.code === 'database_unavailable'),
		);
		assert.is((await fetch(`${url}/healthz`)).status, 200, 'the process answers');
		const ready = await fetch(`${url}/readyz`);
		assert.is(ready.status, 503, 'not ready without its database');
		assert.ok(ready.headers.get('retry-after'), '/readyz says when to come back');
		const refused = await bet(tokens[0]!, 'restart-while-down');
		assert.is(refused.status, 503);
		assert.is(refused.code, 'database_unavailable');
		assert.is(refused.retryAfter, '5');

		const restartedAt = Date.now();
		await cluster.start();
		await until('bets placed again', () => alive() && outcomes.some((o) => o.at > restartedAt && o.status === 200));
		await until('ready again', async () => (await fetch(`${url}/readyz`)).status === 200);
		const recoveredMs = Date.now() - restartedAt;
		await load.stop();
		alive();
		const marker = `back-${Date.now()}`;
		const posted = await fetch(`${url}/api/live/danmu`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
			body: JSON.stringify({ stream_id: 'main', text: marker }),
		});
		assert.is(posted.status, 200, 'a comment after the restart');
		await until('the comment reaches the stream open since before the outage', () => stream.text().includes(marker));
		const streamMs = Date.now() - restartedAt;
		stream.close();

		const down = outcomes.filter((o) => o.at > stoppedAt && o.at < restartedAt);
		const strays = outcomes.filter((o) => o.status !== 200 && o.code !== 'database_unavailable');
		// the bets cut by the stop itself may have no answer; nothing else but a 200 or a 503 is expected:
		for (const o of strays) assert.ok(o.error || o.status === 503, `an unexpected answer: ${JSON.stringify(o)}`);
		// the refused one above is replayed too
		const unanswered = [...outcomes.filter((o) => o.status !== 200), refused];
		const acked = outcomes.filter((o) => o.status === 200);
		const placedKeys = new Set(acked.map((o) => o.key));
		for (const o of unanswered) {
			const again = await bet(o.token, o.key);
			assert.is(again.status, 200, `the replay of ${o.key}: ${JSON.stringify(again)}`);
			placedKeys.add(o.key);
		}
		for (const o of acked.slice(0, 10)) assert.ok((await bet(o.token, o.key)).replayed, `${o.key} was placed afresh`);

		const db = openPg(cluster.url, { max: 1 });
		try {
			const orders = await db.query<{ user_id: number; idem_key: string; total_stake: number; return_cents: number }>(
				'SELECT user_id, idem_key, total_stake, return_cents FROM race_orders WHERE user_id = ANY($1)',
				[players.map((p) => p.userId)],
			);
			const keys = orders.rows.map((r) => r.idem_key);
			for (const o of acked) assert.ok(keys.includes(o.key), `acknowledged bet ${o.key} was lost`);
			assert.equal(new Set(keys), placedKeys, 'an order for each key answered 200, and no other');
			for (const p of players) {
				const mine = orders.rows.filter((r) => r.user_id === p.userId);
				const spent = mine.reduce((sum, r) => sum + r.total_stake - r.return_cents, 0);
				assert.is(await balanceOf(db, p.userId), START_CENTS - spent, `${p.name} was charged other than once a bet`);
			}
			const audit = await auditLedger(db);
			assert.ok(audit.ok, audit.problems.join('; '));
		} finally {
			await db.close();
		}
		const lines = server.lines;
		console.log(
			`  ${acked.length} placed, ${down.length} answered while down (${strays.length} without a 503 or 200), ${unanswered.length} replayed; 200 again ${recoveredMs} ms after the start, the stream's comments ${streamMs} ms; log: ${count(lines, 'database unavailable')} unavailable, ${count(lines, 'database available again')} back`,
		);
		// an outage is logged where it starts and ends, not once per refused request or job tick:
		assert.ok(count(lines, 'database unavailable') >= 1, 'the outage was not logged');
		assert.ok(count(lines, 'database unavailable') <= 3, 'the outage was logged again and again');
		assert.ok(count(lines, 'database available again') >= 1, 'the recovery was not logged');
		assert.is(count(lines, 'racing tick failed'), 0, 'the race clock logged the outage on every tick');

		server.child.kill('SIGTERM');
		assert.is(await server.exited, 0, 'the server did not stop cleanly after the outage');
		ctx.server = undefined;
	},
);

s.run();
