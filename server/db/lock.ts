// An exclusive lock file: two processes on one PGlite data dir silently lose writes.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

class DataDirBusy extends Error {}

function alive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (err) {
		return (err as NodeJS.ErrnoException).code === 'EPERM';
	}
}

function lockPath(dataDir: string): string {
	return join(dataDir, 'server.lock');
}

/** Returns the holder's pid when another live process holds the lock, else null. */
export function lockHolder(dataDir: string): number | null {
	try {
		const pid = Number.parseInt(readFileSync(lockPath(dataDir), 'utf8'), 10);
		return pid && pid !== process.pid && alive(pid) ? pid : null;
	} catch {
		return null;
	}
}

export function acquireLock(dataDir: string): () => void {
	mkdirSync(dataDir, { recursive: true });
	const path = lockPath(dataDir);
	for (let attempt = 0; attempt < 2; attempt++) {
		try {
			const fd = openSync(path, 'wx', 0o600);
			writeSync(fd, String(process.pid));
			closeSync(fd);
			return () => rmSync(path, { force: true });
		} catch (err) {
			if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
			const holder = lockHolder(dataDir);
			if (holder)
				throw new DataDirBusy(`data dir ${dataDir} is in use by process ${holder}; stop it or choose another DATA_DIR`);
			// the holder died without cleaning up (e.g. SIGKILL):
			rmSync(path, { force: true });
		}
	}
	throw new DataDirBusy(`could not lock data dir ${dataDir}`);
}
