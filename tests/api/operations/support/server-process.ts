// A real server process on an embedded data dir, started and stopped as an operator would.
import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
	child: ChildProcess;
	url: string;
	lines: string[];
	exited: Promise<number | null>;
}

/** Starts server/main.ts with demo data; resolves once it logs that it listens. The embedded database unless `env` names one. */
export function startProcess(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
	const { DATABASE_URL: _, ...outer } = process.env;
	const full: NodeJS.ProcessEnv = { ...outer, DATA_DIR: dataDir, PORT: '0', DEMO: '1', ...env };
	const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
		env: full,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const lines: string[] = [];
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
	return new Promise((resolve, reject) => {
		child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
			for (const line of chunk.split('\n').filter(Boolean)) {
				lines.push(line);
				const m = /"msg":"listening","url":"([^"]+)"/.exec(line);
				if (m) resolve({ child, url: m[1]!, lines, exited });
			}
		});
		child.stderr!.setEncoding('utf8').on('data', (chunk: string) => lines.push(chunk));
		void exited.then((code) => reject(new Error(`server exited with ${code}: ${lines.join('\n')}`)));
	});
}

export async function signInDemo(url: string): Promise<string> {
	const res = await fetch(`${url}/api/user/signin`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ user_name: 'demo', password: 'demo-pass-2025', device_id: 'ops-test' }),
	});
	return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** An open race of the demo card with a runner that is not scratched. */
export async function openRace(url: string): Promise<{ race_id: number; event_id: number; horse: number }> {
	const races = (await (await fetch(`${url}/api/events/races?limit=50`)).json()) as {
		data: { list: { race_id: number; event_id: number; status: string }[] };
	};
	for (const race of races.data.list.filter((r) => r.status === 'open')) {
		const card = (await (await fetch(`${url}/api/events/gethorse_name?race_id=${race.race_id}`)).json()) as {
			data: { list: { horse_id: number; scratched: boolean }[] };
		};
		const runner = card.data.list.find((r) => !r.scratched);
		if (runner) return { race_id: race.race_id, event_id: race.event_id, horse: runner.horse_id };
	}
	throw new Error('no open race on the demo card');
}

/** A live-comment stream held open; `text()` is what it has sent so far. */
export async function openStream(url: string, streamId = 'main') {
	const abort = new AbortController();
	const res = await fetch(`${url}/api/live/events?stream_id=${streamId}`, { signal: abort.signal });
	let text = '';
	const reader = res.body!.getReader();
	void (async () => {
		for (;;) {
			const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
			if (done) return;
			text += new TextDecoder().decode(value);
		}
	})();
	return { status: res.status, text: () => text, close: () => abort.abort() };
}
