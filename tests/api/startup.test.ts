import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Db, openPg } from '../../server/db/db.ts';
import { acquireLock, DataDirBusy, lockHolder, lockPath, startTime } from '../../server/db/lock.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/sim/seed-demo.ts';
import { harness } from './support/harness.ts';

const seeding = suite('two processes starting together with demo data');

seeding('both seed calls finish, the demo player exists once and the ledger balances', async () => {
	const h = await harness({ demo: true });
	let second: Db = h.db;
	if (h.url) {
		// a second "process": its own pool on the same database
		second = openPg(h.url, { max: 10 });
		await migrate(second);
	}
	try {
		const results = await Promise.all([seedDemo(h.deps), seedDemo({ ...h.deps, db: second })]);
		assert.equal(results.sort(), [false, true], 'exactly one of them seeds');
		const demo = await h.db.query("SELECT id FROM users WHERE user_name = 'demo'");
		assert.is(demo.rows.length, 1);
		assert.ok((await h.audit()).ok, 'ledger audit after seeding twice at once');
	} finally {
		if (second !== h.db) await second.close();
		await h.close();
	}
});

seeding.run();

// ---

const lock = suite<{ dir: string; children: ChildProcess[] }>('the data-dir lock', { dir: '', children: [] });
lock.before.each((ctx) => {
	ctx.dir = mkdtempSync(join(tmpdir(), 'horse-club-lock-'));
	ctx.children = [];
});
lock.after.each((ctx) => {
	for (const child of ctx.children) child.kill('SIGKILL');
	rmSync(ctx.dir, { recursive: true, force: true });
});

/** Another program (not a server) that stays alive while the test runs. */
function otherProgram(ctx: { children: ChildProcess[] }): ChildProcess {
	const child = spawn('sleep', ['30'], { stdio: 'ignore' });
	ctx.children.push(child);
	return child;
}

lock('a lock whose process id now belongs to another program is stale and taken over', async (ctx) => {
	const sleeper = otherProgram(ctx);
	await new Promise((done) => setTimeout(done, 50));
	// the holder had this pid but started at another moment:
	writeFileSync(lockPath(ctx.dir), JSON.stringify({ pid: sleeper.pid, started: '1' }));
	assert.is(lockHolder(ctx.dir), null, 'a reused pid was taken for the holder');
	const release = acquireLock(ctx.dir);
	release();
	// a lock from before the start time was recorded: a bare pid that is no node process
	writeFileSync(lockPath(ctx.dir), String(sleeper.pid));
	assert.is(lockHolder(ctx.dir), null, 'a bare pid of another program was taken for the holder');
	acquireLock(ctx.dir)();
});

lock('the lock is written whole, with no temporary files beside it, and release removes it', (ctx) => {
	const release = acquireLock(ctx.dir);
	assert.equal(readdirSync(ctx.dir), ['server.lock'], 'temporary files were left beside the lock');
	const holder = JSON.parse(readFileSync(lockPath(ctx.dir), 'utf8'));
	assert.equal(holder, { pid: process.pid, started: startTime(process.pid) });
	assert.ok(holder.started, 'no start time recorded (is there a /proc?)');
	release();
	assert.not.ok(existsSync(lockPath(ctx.dir)), 'release left the lock behind');
});

// a contender; 'stall' makes its writes slow, as a process descheduled between creating a file and writing it:
const CONTENDER = `
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { acquireLock } from ${JSON.stringify(new URL('../../server/db/lock.ts', import.meta.url).pathname)};
const [dir, at, mode] = process.argv.slice(-3);
if (mode === 'stall') {
	const write = fs.writeSync;
	fs.writeSync = (...args) => { const until = Date.now() + 400; while (Date.now() < until) {} return write(...args); };
	syncBuiltinESMExports();
}
while (Date.now() < Number(at)) {}
try { acquireLock(dir); console.log('won'); setInterval(() => {}, 1000); } catch { console.log('busy'); }
`;

/** Starts a contender and resolves with what it printed (it keeps running when it won). */
function contend(ctx: { children: ChildProcess[] }, script: string, args: string[]): Promise<string> {
	const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
	ctx.children.push(child);
	return new Promise((done) => {
		child.stdout!.on('data', (chunk) => done(String(chunk).trim()));
		child.on('close', () => done('exited'));
	});
}

lock('a process caught between creating its lock and writing it is not taken for a dead holder', async (ctx) => {
	const script = join(ctx.dir, 'contender.ts');
	writeFileSync(script, CONTENDER);
	const dir = join(ctx.dir, 'data');
	const at = Date.now() + 4000;
	const outcomes = await Promise.all([
		contend(ctx, script, [dir, String(at), 'stall']),
		contend(ctx, script, [dir, String(at + 150), 'plain']),
	]);
	assert.is(outcomes.filter((o) => o === 'won').length, 1, `two processes hold one data dir: ${outcomes}`);
});

lock('the error names the live holder', (ctx) => {
	const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
	ctx.children.push(child);
	const started = (() => {
		for (let i = 0; i < 100; i++) {
			const t = startTime(child.pid!);
			if (t) return t;
		}
		return null;
	})();
	writeFileSync(lockPath(ctx.dir), JSON.stringify({ pid: child.pid, started }));
	assert.is(lockHolder(ctx.dir), child.pid!);
	assert.throws(
		() => acquireLock(ctx.dir),
		(e: Error) => e instanceof DataDirBusy && e.message.includes(String(child.pid)),
	);
});

lock.run();
