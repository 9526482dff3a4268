// The real API server (with the built app) as a child process on a free port, and a demo sign-in.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
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

export interface AppBuild {
	/** The tree that was built: a clean export of a commit under .bench/ref/, or the working tree. */
	root: string;
	dist: string;
	/** What the figures belong to, e.g. 'f4450f5' or 'f4450f5 + working tree'. */
	commit: string;
}

const git = (args: string) => execSync(`git ${args}`).toString().trim();

// the builds `npm run build` makes beside the app, each where the tree has it: the back office (its size group would
// otherwise read as empty) and the server's render of the first screen (without it the server sends the static page)
const SIDE_BUILDS = [
	{ config: 'vite.office.config.ts', output: 'dist/office' },
	{ config: 'vite.ssr.config.ts', output: 'dist/ssr' },
];

function buildTree(root: string) {
	execSync('npx vite build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
	for (const { config } of SIDE_BUILDS)
		if (existsSync(join(root, config)))
			execSync(`npx vite build -c ${config} --logLevel warn`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Builds BENCH_REF (default HEAD) from a clean `git archive` export, so half-made edits in the working
 * tree never reach the figures; BENCH_REF=worktree builds the working tree (SKIP_BUILD=1 reuses dist/).
 */
export function buildApp(): AppBuild {
	const ref = process.env.BENCH_REF ?? 'HEAD';
	if (ref === 'worktree') {
		if (!process.env.SKIP_BUILD) buildTree(resolve('.'));
		return { root: resolve('.'), dist: resolve('dist'), commit: `${git('rev-parse --short HEAD')} + working tree` };
	}
	const sha = git(`rev-parse --short ${ref}`);
	const root = resolve('.bench/ref', sha);
	// a build from before a side build was made with it counts as missing:
	const built = (dir: string) =>
		existsSync(join(dir, 'dist/index.html')) &&
		SIDE_BUILDS.every(({ config, output }) => !existsSync(join(dir, config)) || existsSync(join(dir, output)));
	if (!built(root)) {
		rmSync(root, { recursive: true, force: true });
		mkdirSync(root, { recursive: true });
		execSync(`git archive ${sha} | tar -x -C ${root}`);
		symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
		console.log(`building ${sha} in ${root}`);
		buildTree(root);
	}
	return { root, dist: join(root, 'dist'), commit: sha };
}

/** The API server of the built tree, serving its dist/. */
export async function startServer(build: AppBuild): Promise<BenchServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'hc-bench-'));
	const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(build.root, 'server/main.ts')], {
		cwd: build.root,
		// an hour-long access token: no refresh in the middle of a run
		env: {
			...process.env,
			PORT: '0',
			DATA_DIR: dataDir,
			DEMO: '1',
			ACCESS_TOKEN_SECONDS: '3600',
			DATABASE_URL: '',
			DIST_DIR: build.dist,
		},
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

/**
 * What a returning player's phone keeps besides the session: the last racing calendar, as the app stores it
 * (src/state/races/race-days-model.ts). A cold start then works out Today from it, where a first visit assumes the
 * phone's date.
 */
export async function keptCalendar(origin: string, session: DemoSession): Promise<Record<string, string>> {
	const res = await fetch(`${origin}/api/events/calendar`, { headers: { Authorization: `Bearer ${session.token}` } });
	const body = (await res.json()) as { status: number; message: string; data: unknown };
	if (body.status !== 200) throw new Error(`calendar failed: ${body.message}`);
	return { 'race-calendar': JSON.stringify(body.data) };
}
