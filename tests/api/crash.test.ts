import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPglite } from '../../server/db/db.ts';
import { auditLedger } from '../../server/domain/audit.ts';

const crash = suite<{ dir: string; child?: ChildProcess }>('a server killed under write load', { dir: '' });
crash.before((ctx) => {
	ctx.dir = mkdtempSync(join(tmpdir(), 'horse-club-crash-'));
});
crash.after((ctx) => {
	ctx.child?.kill('SIGKILL');
	rmSync(ctx.dir, { recursive: true, force: true });
});

async function boot(dir: string): Promise<{ child: ChildProcess; url: string }> {
	const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: '0', DEMO: '1' };
	delete env.DATABASE_URL;
	const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'ignore' });
	const file = join(dir, 'server.json');
	// waits for the outcome, the server's own ready file, or its exit; the ceiling is only for a hang (a loaded
	// machine can take tens of seconds to migrate and seed the demo):
	for (let i = 0; i < 1800; i++) {
		if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it started`);
		if (existsSync(file)) {
			const info = JSON.parse(readFileSync(file, 'utf8')) as { url: string; pid: number };
			if (info.pid === child.pid) return { child, url: info.url };
		}
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error('server did not start within 3 minutes');
}

async function signIn(url: string): Promise<string> {
	const res = await fetch(`${url}/api/user/signin`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ user_name: 'demo', password: 'demo-pass-2025', device_id: 'crash-test' }),
	});
	return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

crash('every acknowledged withdrawal survives SIGKILL and the ledger audit holds after restart', async (ctx) => {
	const first = await boot(ctx.dir);
	ctx.child = first.child;
	const token = await signIn(first.url);
	const acked: number[] = [];
	let stop = false;
	const worker = async (w: number) => {
		for (let i = 0; !stop; i++) {
			try {
				const res = await fetch(`${first.url}/api/wallet/withdraw`, {
					method: 'POST',
					headers: {
						'content-type': 'application/json',
						authorization: `Bearer ${token}`,
						'idempotency-key': `crash-${w}-${i}`,
					},
					body: JSON.stringify({ amount: 10 }),
				});
				const body = (await res.json()) as { status: number; data: { id: number } };
				if (body.status === 200) acked.push(body.data.id);
			} catch {
				return;
			}
		}
	};
	const load = Promise.all([1, 2, 3, 4].map(worker));
	while (acked.length < 15) await new Promise((r) => setTimeout(r, 20));
	first.child.kill('SIGKILL');
	stop = true;
	await load;
	assert.ok(acked.length >= 15);

	const second = await boot(ctx.dir);
	ctx.child = second.child;
	const again = await signIn(second.url);
	const list = await fetch(`${second.url}/api/wallet/withdrawals?size=100`, {
		headers: { authorization: `Bearer ${again}` },
	});
	const ids = new Set(((await list.json()) as { data: { list: { id: number }[] } }).data.list.map((w) => w.id));
	for (const id of acked) assert.ok(ids.has(id), `acknowledged withdrawal ${id} is still there`);
	second.child.kill('SIGTERM');
	await new Promise((r) => second.child.once('exit', r));
	ctx.child = undefined;

	const db = await openPglite(join(ctx.dir, 'pglite'));
	const report = await auditLedger(db);
	await db.close();
	assert.ok(report.ok, report.problems.join('; '));
});

crash.run();
