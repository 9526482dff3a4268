// One race clock step at a time: a PostgreSQL advisory lock across processes, a flag within one.
import type { Db } from '../../db/db.ts';

// any constant; paired with the schema, so suites in their own schemas never block each other:
const LOCK_KEY = 7_310_100;
const busy = new WeakSet<Db>();

/** Runs `fn` unless another step holds the lock here or in another process; null when skipped. */
export async function withRaceClockLock<T>(db: Db, fn: () => Promise<T>): Promise<T | null> {
	if (busy.has(db)) return null;
	busy.add(db);
	try {
		// PGlite is one process by construction (its data dir is locked), so the flag is enough:
		if (db.kind !== 'pg') return await fn();
		// the lock lives in a transaction of its own, held for the whole tick while the work runs on
		// other pooled connections; a process that dies drops its connection and the lock with it:
		return await db.tx(async (lock) => {
			const { rows } = await lock.query<{ ok: boolean }>(
				'SELECT pg_try_advisory_xact_lock(hashtext(current_schema()), $1) AS ok',
				[LOCK_KEY],
			);
			return rows[0]?.ok ? fn() : null;
		});
	} finally {
		busy.delete(db);
	}
}
