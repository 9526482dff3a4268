// Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in the data dir
// under an exclusive lock. Migrations run before anything else touches it.
import { join } from 'node:path';
import type { Config } from './config.ts';
import { type Db, openPg, openPglite, type PoolUse } from './db/db.ts';
import { acquireLock } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { databaseUnavailable } from './db/unavailable.ts';
import { ConfigError } from './env-number.ts';

export interface Opened {
	db: Db;
	/** the migrations this start applied, in order (none when the schema was up to date). */
	migrated: string[];
	/** the PostgreSQL pool's use, for /metrics (PGlite has one connection and no pool). */
	poolUse?: () => PoolUse;
	close(): Promise<void>;
}

export async function openDatabase(config: Config): Promise<Opened> {
	if (config.databaseUrl) {
		const { statementTimeoutMs, connectTimeoutMs, poolMax } = config.ops.db;
		const db = openPg(config.databaseUrl, { statementTimeoutMs, connectTimeoutMs, max: poolMax });
		let migrated: string[];
		try {
			migrated = await migrate(db);
		} catch (err) {
			await db.close();
			// the operator's first question: is it the address, or the database?
			if (databaseUnavailable(err))
				throw new ConfigError(
					'DATABASE_URL',
					`names a database that did not answer: ${err instanceof Error ? err.message : err}`,
				);
			throw err;
		}
		return { db, migrated, poolUse: db.use, close: () => db.close() };
	}
	const release = acquireLock(config.dataDir);
	try {
		const db = await openPglite(join(config.dataDir, 'pglite'));
		const migrated = await migrate(db);
		return {
			db,
			migrated,
			async close() {
				await db.close();
				release();
			},
		};
	} catch (err) {
		release();
		throw err;
	}
}
