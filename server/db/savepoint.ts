// A savepoint around one step of a transaction: a failed step is rolled back and the transaction goes on.
import type { Queryable } from './db.ts';

export type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Runs `fn` inside a savepoint; its writes stay on success (unless `undo`) and are rolled back on failure. */
export async function attempt<T>(tx: Queryable, fn: () => Promise<T>, undo = false): Promise<Attempt<T>> {
	await tx.query('SAVEPOINT step');
	try {
		const value = await fn();
		await tx.query(undo ? 'ROLLBACK TO SAVEPOINT step' : 'RELEASE SAVEPOINT step');
		return { ok: true, value };
	} catch (error) {
		await tx.query('ROLLBACK TO SAVEPOINT step');
		return { ok: false, error };
	}
}
