// The API server as a child process for load benchmarks: started from the working tree on a free
// port, its peak memory read from /proc, stopped with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ApiProcess {
	url: string;
	pid: number;
	/** the highest resident set size so far (VmHWM), in MiB; NaN where /proc is missing */
	peakRssMiB(): number;
	/** CPU time used so far (user + system), in ms; NaN where /proc is missing */
	cpuMs(): number;
	stop(): Promise<void>;
}

function peakRssMiB(pid: number): number {
	try {
		const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
		return m ? Number(m[1]) / 1024 : Number.NaN;
	} catch {
		return Number.NaN;
	}
}

// /proc/<pid>/stat counts CPU in clock ticks of 1/100 s on Linux:
const TICK_MS = 10;

function cpuMs(pid: number): number {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
	} catch {
		return Number.NaN;
	}
}

// a production start needs an SMS gateway and a way to top up; benchmarks text no one, so nothing listens there,
// and their top-ups are bank transfers an operator approves:
const PRODUCTION_NEEDS = {
	SMS_API_URL: 'http://127.0.0.1:9/unused',
	SMS_API_KEY: 'bench',
	BANK_NAME: 'Bench Bank',
	BANK_ACCOUNT_NAME: 'Horse Club Ltd',
	BANK_ACCOUNT_NUMBER: '000-000-000',
};

/**
 * Starts `server/main.ts` with `env` over the current environment, loopback and a free port.
 * BENCH_SERVER_NODE_ARGS adds node flags, e.g. `--cpu-prof --cpu-prof-dir=reports/prof` to profile it.
 */
export function spawnApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
	const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
	const proc: ChildProcess = spawn(process.execPath, [...extra, '--import', 'tsx', resolve('server/main.ts')], {
		env: { ...process.env, ...PRODUCTION_NEEDS, HOST: '127.0.0.1', PORT: '0', ...env },
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	return new Promise((done, fail) => {
		let out = '';
		const onExit = (code: number | null) => fail(new Error(`API server exited with ${code}`));
		proc.once('exit', onExit);
		proc.stdout?.on('data', (chunk: Buffer) => {
			out = (out + chunk).slice(-4096);
			const m = /"msg":"listening","url":"([^"]+)"/.exec(out);
			if (!m?.[1]) return;
			proc.off('exit', onExit);
			// keep draining its log, or a chatty server would block on a full pipe:
			proc.stdout?.removeAllListeners('data');
			proc.stdout?.resume();
			const pid = proc.pid ?? 0;
			let peak = Number.NaN;
			done({
				url: m[1],
				pid,
				peakRssMiB: () => {
					if (proc.exitCode === null) peak = peakRssMiB(pid);
					return peak;
				},
				cpuMs: () => cpuMs(pid),
				stop: async () => {
					if (proc.exitCode !== null) return;
					peak = peakRssMiB(pid);
					const exited = new Promise((r) => proc.once('exit', r));
					proc.kill('SIGTERM');
					await exited;
				},
			});
		});
	});
}
