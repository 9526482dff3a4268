// The real API server for browser tests: a child process on a free port with a throwaway data dir,
// serving the run's copy of dist/ (or a copy of its own) under /app/, plus the operator CLI on the same data dir.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { builtApp, type RunningServer } from '../harness.ts';

const SERVER = resolve('server/main.ts');
const CLI = resolve('server/cli.ts');
const run = promisify(execFile);
const live = new Set<ChildProcess>();

export const apiServerReady = existsSync(SERVER) && existsSync(CLI);

let blank: Promise<string> | undefined;
/**
 * A migrated, empty PGlite database made once per run: a fresh PGlite data dir costs seconds of initdb, a copy
 * of this a fraction of one. Each server still seeds its own demo data at its own time. E2E_FRESH_DB=1 skips it.
 */
function blankDatabase(): Promise<string> {
	blank ??= (async () => {
		const dir = mkdtempSync(join(tmpdir(), 'hc-e2e-blank-'));
		const { openPglite } = await import('../../../server/db/db.ts');
		const { migrate } = await import('../../../server/db/migrate.ts');
		const db = await openPglite(join(dir, 'pglite'));
		await migrate(db);
		await db.close();
		process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
		return join(dir, 'pglite');
	})();
	return blank;
}

export interface ApiServerOptions {
	/** Serve a private copy of dist/ (in `distDir`), so a test may redeploy files under the running server. */
	ownDist?: boolean;
}

export interface ApiServer extends RunningServer {
	dataDir: string;
	/** The folder served under /app/: the run's copy of dist/, or a private one with `ownDist`. */
	distDir: string;
	/** Verification codes the server "texted", by phone. */
	codes: Map<string, string>;
	/** The code texted to `phone`, once it has been (rejects after `timeout` ms). */
	codeFor(phone: string, timeout?: number): Promise<string>;
	/** Resolves once the server has logged a line with this message (rejects after `timeout` ms). */
	logged(msg: string, timeout?: number): Promise<void>;
	/** An operator command on this server's data dir; returns its stdout. */
	admin(...argv: string[]): Promise<string>;
}

export async function startApiServer(
	env: Record<string, string> = {},
	options: ApiServerOptions = {},
): Promise<ApiServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'hc-e2e-data-'));
	if (!process.env.E2E_FRESH_DB && !env.DATABASE_URL && !process.env.DATABASE_URL) {
		const from = await blankDatabase().catch((error) => {
			rmSync(dataDir, { recursive: true, force: true });
			throw error;
		});
		cpSync(from, join(dataDir, 'pglite'), { recursive: true });
	}
	const distDir = options.ownDist ? mkdtempSync(join(tmpdir(), 'hc-e2e-dist-')) : builtApp();
	if (options.ownDist) cpSync(builtApp(), distDir, { recursive: true });
	const codes = new Map<string, string>();
	const texted = new EventEmitter();
	const said = new Set<string>();
	const proc = spawn(process.execPath, ['--import', 'tsx', SERVER], {
		// the demo crowd adds seconds to seeding a fresh server: only the suites about results ask for it
		env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DIST_DIR: distDir, DEMO: '1', DEMO_CROWD: '0', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	live.add(proc);
	const removeDirs = () => {
		rmSync(dataDir, { recursive: true, force: true });
		if (options.ownDist) rmSync(distDir, { recursive: true, force: true });
	};
	const url = await new Promise<string>((done, fail) => {
		let out = '';
		proc.stdout?.on('data', (chunk: Buffer) => {
			out += chunk;
			for (const m of out.matchAll(/verification code for (\S+): (\d{6})/g)) {
				const [phone = '', code = ''] = [m[1], m[2]];
				if (codes.get(phone) !== code) texted.emit(phone, code);
				codes.set(phone, code);
			}
			for (const m of out.matchAll(/"msg":"([^"]+)"/g)) {
				if (!said.has(m[1]!)) texted.emit(`log:${m[1]}`);
				said.add(m[1]!);
			}
			const listening = /"msg":"listening","url":"([^"]+)"/.exec(out);
			if (listening?.[1]) done(listening[1]);
			// keep only the tail, so a long run does not grow the buffer without end:
			if (out.length > 8192) out = out.slice(-1024);
		});
		proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
		proc.once('exit', (code) => {
			live.delete(proc);
			fail(new Error(`API server exited with ${code}`));
		});
	}).catch((error) => {
		removeDirs();
		throw error;
	});
	return {
		origin: url,
		appUrl: `${url}/app/`,
		dataDir,
		distDir,
		codes,
		codeFor: (phone, timeout = 5000) => {
			const known = codes.get(phone);
			if (known) return Promise.resolve(known);
			return new Promise((done, fail) => {
				const timer = setTimeout(() => fail(new Error(`no code texted to ${phone} in ${timeout} ms`)), timeout);
				texted.once(phone, (code: string) => {
					clearTimeout(timer);
					done(code);
				});
			});
		},
		logged: (msg, timeout = 60_000) => {
			if (said.has(msg)) return Promise.resolve();
			return new Promise((done, fail) => {
				const timer = setTimeout(() => fail(new Error(`the server did not log ${msg} in ${timeout} ms`)), timeout);
				texted.once(`log:${msg}`, () => {
					clearTimeout(timer);
					done();
				});
			});
		},
		admin: async (...argv) =>
			(
				await run(process.execPath, ['--import', 'tsx', CLI, ...argv], {
					env: { ...process.env, DATA_DIR: dataDir, OPERATOR: 'e2e' },
				})
			).stdout,
		close: async () => {
			if (proc.exitCode === null && proc.signalCode === null) {
				const exited = new Promise((done) => proc.once('exit', done));
				proc.kill('SIGTERM');
				await exited;
			}
			live.delete(proc);
			removeDirs();
		},
	};
}

// a failed run must not leave servers behind:
process.on('exit', () => {
	for (const proc of live) proc.kill('SIGTERM');
});
