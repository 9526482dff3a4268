// The real API server for browser tests: a child process on a free port with a throwaway data dir,
// serving dist/ under /app/, plus the operator CLI on the same data dir.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { RunningServer } from '../harness.ts';

const SERVER = resolve('server/main.ts');
const CLI = resolve('server/cli.ts');
const run = promisify(execFile);
const live = new Set<ChildProcess>();

export const apiServerReady = existsSync(SERVER) && existsSync(CLI);

export interface ApiServer extends RunningServer {
	dataDir: string;
	/** Verification codes the server "texted", by phone. */
	codes: Map<string, string>;
	/** An operator command on this server's data dir; returns its stdout. */
	admin(...argv: string[]): Promise<string>;
}

export async function startApiServer(env: Record<string, string> = {}): Promise<ApiServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'hc-e2e-support-'));
	const codes = new Map<string, string>();
	const proc = spawn(process.execPath, ['--import', 'tsx', SERVER], {
		env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DEMO: '1', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	live.add(proc);
	const url = await new Promise<string>((done, fail) => {
		let out = '';
		proc.stdout?.on('data', (chunk: Buffer) => {
			out += chunk;
			for (const m of out.matchAll(/verification code for (\S+): (\d{6})/g)) codes.set(m[1] ?? '', m[2] ?? '');
			const listening = /"msg":"listening","url":"([^"]+)"/.exec(out);
			if (listening?.[1]) done(listening[1]);
			// keep only the tail, so a long run does not grow the buffer without end:
			if (out.length > 8192) out = out.slice(-1024);
		});
		proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
		proc.once('exit', (code) => fail(new Error(`API server exited with ${code}`)));
	});
	return {
		origin: url,
		appUrl: `${url}/app/`,
		dataDir,
		codes,
		admin: async (...argv) =>
			(
				await run(process.execPath, ['--import', 'tsx', CLI, ...argv], {
					env: { ...process.env, DATA_DIR: dataDir, OPERATOR: 'e2e' },
				})
			).stdout,
		close: async () => {
			if (proc.exitCode === null) {
				proc.kill('SIGTERM');
				await new Promise((done) => proc.once('exit', done));
			}
			live.delete(proc);
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

// a failed run must not leave servers behind:
process.on('exit', () => {
	for (const proc of live) proc.kill('SIGTERM');
});
