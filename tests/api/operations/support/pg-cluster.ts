// A throwaway PostgreSQL cluster a test can stop and start again, made the way scripts/with-postgres.sh
// makes one: initdb into a temp dir, pg_ctl on a free port, run as the postgres user when we are root.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Cluster {
	url: string;
	port: number;
	/** `pg_ctl stop -m fast`: sessions are terminated as an administrator's restart would. */
	stop(): Promise<void>;
	start(): Promise<void>;
	destroy(): Promise<void>;
}

/** The newest PostgreSQL bin dir (PG_BINDIR first), or null when none is installed. */
function postgresBinaries(): string | null {
	const dirs = [process.env.PG_BINDIR ?? ''];
	if (existsSync('/usr/lib/postgresql'))
		dirs.push(...readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`));
	const found = dirs.filter((d) => d && existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl')));
	return found.at(-1) ?? null;
}

/** Null (with the reason printed) when there is no PostgreSQL here; REQUIRE_POSTGRES=1 makes that a failure. */
export function postgresOrSkip(what: string): string | null {
	const bin = postgresBinaries();
	if (bin) return bin;
	if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`${what}: no PostgreSQL binaries and REQUIRE_POSTGRES=1`);
	console.log(`  SKIPPED ${what}: no PostgreSQL binaries found (set PG_BINDIR, or REQUIRE_POSTGRES=1 to fail)`);
	return null;
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const s = createServer().listen(0, '127.0.0.1', () => {
			const { port } = s.address() as { port: number };
			s.close(() => resolve(port));
		});
		s.on('error', reject);
	});
}

export async function startCluster(bin: string): Promise<Cluster> {
	// PostgreSQL refuses to run as root:
	const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
	const pgRun = (cmd: string, args: string[]) => {
		const [file, ...rest] = [...asPg, join(bin, cmd), ...args];
		return run(file!, rest);
	};
	const dir = mkdtempSync(join(tmpdir(), 'hc-pg-'));
	chmodSync(dir, 0o755);
	if (asPg.length) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
	const port = await freePort();
	const data = join(dir, 'data');
	await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
	const opts = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100`;
	const start = async () =>
		void (await pgRun('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', opts, 'start']));
	await start();
	await run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'horse_club']);
	return {
		url: `postgres://postgres@127.0.0.1:${port}/horse_club`,
		port,
		stop: async () => void (await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])),
		start,
		async destroy() {
			await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
			rmSync(dir, { recursive: true, force: true });
		},
	};
}
