// An exclusive lock file: two processes on one PGlite data dir silently lose writes. The lock is written whole
// and then linked into place, so no one ever reads a half-made lock; it names its holder by process id and start
// time, so an id that a dead holder left and another program now has is known for a stale lock.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirBusy extends Error {}

interface Holder {
	pid: number;
	/** Start time from /proc (clock ticks since boot); null where there is no /proc. */
	started: string | null;
}

/** Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces and parentheses). */
export function startTime(pid: number): string | null {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
	} catch {
		return null;
	}
}

function running(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (err) {
		return (err as NodeJS.ErrnoException).code === 'EPERM';
	}
}

/** Older locks held the bare pid: then only a node process can be their holder. */
function isNode(pid: number): boolean {
	try {
		return /node|tsx/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
	} catch {
		return true;
	}
}

function parse(text: string): Holder | null {
	if (/^\d+$/.test(text.trim())) return { pid: Number(text), started: null };
	try {
		const { pid, started } = JSON.parse(text) as Partial<Holder>;
		return Number.isSafeInteger(pid) && pid! > 0 ? { pid: pid!, started: started ?? null } : null;
	} catch {
		return null;
	}
}

function alive(holder: Holder): boolean {
	if (!running(holder.pid)) return false;
	const now = startTime(holder.pid);
	if (holder.started === null) return isNode(holder.pid);
	return now === null || now === holder.started;
}

const read = (path: string) => {
	try {
		return readFileSync(path, 'utf8');
	} catch {
		return null;
	}
};

export function lockPath(dataDir: string): string {
	return join(dataDir, 'server.lock');
}

/** Returns the holder's pid when another live process holds the lock, else null. */
export function lockHolder(dataDir: string): number | null {
	const holder = parse(read(lockPath(dataDir)) ?? '');
	return holder && holder.pid !== process.pid && alive(holder) ? holder.pid : null;
}

const aside = (path: string, what: string) => `${path}.${what}.${process.pid}.${randomBytes(4).toString('hex')}`;

/** Moves a stale lock out of the way; if another process had replaced it meanwhile, puts that one back. */
function clearStale(path: string, seen: string) {
	const moved = aside(path, 'stale');
	try {
		renameSync(path, moved);
	} catch {
		return;
	}
	if (read(moved) !== seen) {
		try {
			linkSync(moved, path);
		} catch {}
	}
	rmSync(moved, { force: true });
}

export function acquireLock(dataDir: string): () => void {
	mkdirSync(dataDir, { recursive: true });
	const path = lockPath(dataDir);
	const mine = JSON.stringify({ pid: process.pid, started: startTime(process.pid) } satisfies Holder);
	const draft = aside(path, 'new');
	writeFileSync(draft, mine, { mode: 0o600 });
	try {
		for (let attempt = 0; attempt < 3; attempt++) {
			try {
				linkSync(draft, path);
				return () => {
					if (read(path) === mine) rmSync(path, { force: true });
				};
			} catch (err) {
				if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
			}
			const seen = read(path);
			if (seen === null) continue;
			const holder = parse(seen);
			if (holder && holder.pid !== process.pid && alive(holder))
				throw new DataDirBusy(
					`data dir ${dataDir} is in use by process ${holder.pid}; stop it or choose another DATA_DIR`,
				);
			// the holder died without cleaning up (e.g. SIGKILL), or its id now belongs to another program:
			clearStale(path, seen);
		}
	} finally {
		rmSync(draft, { force: true });
	}
	throw new DataDirBusy(`could not lock data dir ${dataDir}`);
}
