// The real API server (with the built app) as a child process on a free port, and a demo sign-in.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BenchServer {
	/** e.g. http://127.0.0.1:43210 */
	origin: string;
	close: () => Promise<void>;
}

export interface DemoSession {
	token: string;
	refresh_token: string;
	user_name: string;
	user_id: string;
}

/** `vite build` unless SKIP_BUILD is set, so the figures are for the current source. */
export function buildApp() {
	if (process.env.SKIP_BUILD) return;
	execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Git commit the figures belong to, with a mark when the tree has changes. */
export function measuredCommit(): string {
	const sha = execSync('git rev-parse --short HEAD').toString().trim();
	const dirty = execSync('git status --porcelain -- src sw index.html vite.config.ts').toString().trim();
	return dirty ? `${sha} (with uncommitted app changes)` : sha;
}

export async function startServer(): Promise<BenchServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'hc-bench-'));
	const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve('server/main.ts')], {
		// an hour-long access token: no refresh in the middle of a run
		env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DEMO: '1', ACCESS_TOKEN_SECONDS: '3600', DATABASE_URL: '' },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const origin = await new Promise<string>((done, fail) => {
		let out = '';
		proc.stdout?.on('data', (chunk: Buffer) => {
			out += chunk;
			const listening = /"msg":"listening","url":"([^"]+)"/.exec(out);
			if (listening?.[1]) done(listening[1]);
		});
		proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
		proc.once('exit', (code) => fail(new Error(`API server exited with ${code}`)));
	});
	proc.stdout?.resume();
	return {
		origin,
		close: async () => {
			if (proc.exitCode === null) {
				const exited = new Promise((done) => proc.once('exit', done));
				proc.kill('SIGTERM');
				await exited;
			}
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

/** Signs the demo player in through the API: the values the app keeps in localStorage. */
export async function signInDemo(origin: string): Promise<DemoSession> {
	const res = await fetch(`${origin}/api/user/signin`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ user_name: 'demo', password: 'demo-pass-2025', device_id: 'bench' }),
	});
	const body = (await res.json()) as { status: number; message: string; data: Record<string, unknown> };
	if (body.status !== 200) throw new Error(`demo sign-in failed: ${body.message}`);
	const d = body.data;
	return {
		token: String(d.access_token),
		refresh_token: String(d.refresh_token),
		user_name: String(d.user_name),
		user_id: String(d.user_id),
	};
}
