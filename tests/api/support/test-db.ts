// Each suite's own database, copied from one migrated template per run: migrating a fresh database for
// every suite cost most of the API run. PGlite starts from a dump of a migrated data dir; on PostgreSQL each
// suite gets a database made with CREATE DATABASE ... TEMPLATE. Tests of migrations themselves still migrate.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Db, openPg, openPglite } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { APP_VERSION } from '../../../server/version.ts';

export interface TestDb {
	db: Db;
	/** The suite database's own URL on PostgreSQL (for a second connection to it, e.g. LISTEN); undefined on PGlite. */
	url: string | undefined;
	drop(): Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

async function migratedPglite(): Promise<Blob> {
	const raw = new PGlite();
	const db = await openPglite(raw);
	await migrate(db);
	const dump = await raw.dumpDataDir('none');
	await db.close();
	return dump;
}

const MIGRATIONS = new URL('../../../server/db/migrations/', import.meta.url).pathname;

/** Names the template by what it holds, so a changed migration or version makes a new one. */
function templateName(): string {
	const hash = createHash('sha256').update(APP_VERSION);
	for (const file of readdirSync(MIGRATIONS).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
	return `hc_template_${hash.digest('hex').slice(0, 16)}`;
}

const withDatabase = (url: string, name: string) => {
	const u = new URL(url);
	u.pathname = `/${name}`;
	return u.toString();
};

let pgTemplate: Promise<string> | undefined;

// made under a name of its own, then renamed into place, so a run that stops half way leaves no broken template:
async function migratedPostgres(url: string): Promise<string> {
	const name = templateName();
	const admin = openPg(url, { max: 1 });
	try {
		const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
		if (found.rowCount) return name;
		const building = `${name}_${randomBytes(4).toString('hex')}`;
		await admin.query(`CREATE DATABASE ${building}`);
		const db = openPg(withDatabase(url, building), { max: 1 });
		await migrate(db).finally(() => db.close());
		// another run may have finished the same template first: then this copy goes
		await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`).catch(async (error) => {
			await admin.query(`DROP DATABASE ${building}`);
			if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) throw error;
		});
		return name;
	} finally {
		await admin.close();
	}
}

export async function openTestDb(): Promise<TestDb> {
	const url = process.env.DATABASE_URL;
	if (!url) {
		pgliteTemplate ??= migratedPglite();
		const db = await openPglite(new PGlite({ loadDataDir: await pgliteTemplate }));
		return { db, url: undefined, drop: () => db.close() };
	}
	pgTemplate ??= migratedPostgres(url);
	const template = await pgTemplate;
	const name = `t_${randomBytes(6).toString('hex')}`;
	const admin = openPg(url, { max: 1 });
	await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
	const own = withDatabase(url, name);
	const db = openPg(own, { max: 20 });
	return {
		db,
		url: own,
		async drop() {
			await db.close();
			// a connection a test left open (a listener, a stuck pool) must not keep the database alive:
			await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
			await admin.close();
		},
	};
}
