// One run of a job at a time across processes (a race clock step, a feed poll): a PostgreSQL advisory lock, and a
// flag within one process.
import type { Db } from '../../db/db.ts';

// any constants; paired with the schema, so suites in their own schemas never block each other:
const LOCK_KEY = 7_310_100;
export const FEED_LOCK_KEY = 7_310_300;
const busy = new Map<number, WeakSet<Db>>();

/** Runs `fn` unless a run under `key` is in flight here or in another process; null when skipped. */
export async function exclusive<T>(db: Db, key: number, fn: () => Promise<T>): Promise<T | null> {
	const here = busy.get(key) ?? new WeakSet<Db>();
	busy.set(key, here);
	if (here.has(db)) return null;
	here.add(db);
	try {
		// PGlite is one process by construction (its data dir is locked), so the flag is enough:
		if (db.kind !== 'pg') return await fn();
		// the lock lives in a transaction of its own, held for the whole run while the work runs on
		// other pooled connections; a process that dies drops its connection and the lock with it:
		return await db.tx(async (lock) => {
			const { rows } = await lock.query<{ ok: boolean }>(
				'SELECT pg_try_advisory_xact_lock(hashtext(current_schema()), $1) AS ok',
				[key],
			);
			return rows[0]?.ok ? fn() : null;
		});
	} finally {
		here.delete(db);
	}
}

/** One race clock step at a time. */
export const withRaceClockLock = <T>(db: Db, fn: () => Promise<T>) => exclusive(db, LOCK_KEY, fn);
