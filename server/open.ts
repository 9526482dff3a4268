// Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in the data dir
// under an exclusive lock. Migrations run before anything else touches it.
import { join } from 'node:path';
import type { Config } from './config.ts';
import { type Db, openPg, openPglite } from './db/db.ts';
import { acquireLock } from './db/lock.ts';
import { migrate } from './db/migrate.ts';

export interface Opened {
	db: Db;
	close(): Promise<void>;
}

export async function openDatabase(config: Config): Promise<Opened> {
	if (config.databaseUrl) {
		const db = openPg(config.databaseUrl);
		await migrate(db);
		return { db, close: () => db.close() };
	}
	const release = acquireLock(config.dataDir);
	try {
		const db = await openPglite(join(config.dataDir, 'pglite'));
		await migrate(db);
		return {
			db,
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
