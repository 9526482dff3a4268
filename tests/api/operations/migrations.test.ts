// Migrations: recorded with checksum and version, a newer schema refused, a failing file named.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPglite } from '../../../server/db/db.ts';
import { migrate, SchemaTooNew, schemaState } from '../../../server/db/migrate.ts';

const MIGRATIONS = new URL('../../../server/db/migrations/', import.meta.url).pathname;

const m = suite<{ dir: string }>('schema migrations', { dir: '' });
m.before.each((ctx) => {
	ctx.dir = mkdtempSync(join(tmpdir(), 'hc-migrations-'));
	cpSync(MIGRATIONS, ctx.dir, { recursive: true });
});
m.after.each((ctx) => rmSync(ctx.dir, { recursive: true, force: true }));

m('each applied migration is recorded with its sha256 and the version that applied it', async ({ dir }) => {
	const db = await openPglite();
	try {
		await migrate(db, dir, '9.8.7');
		const { rows } = await db.query<{ name: string; checksum: string; app_version: string }>(
			"SELECT name, checksum, app_version FROM schema_migrations WHERE name = '001-platform.sql'",
		);
		assert.match(rows[0]!.checksum, /^[0-9a-f]{64}$/);
		assert.is(rows[0]!.app_version, '9.8.7');
		assert.equal(await schemaState(db, dir), { pending: [], unknown: [] });
	} finally {
		await db.close();
	}
});

m('a build refuses a database migrated by a newer build, naming the migration and its version', async ({ dir }) => {
	const db = await openPglite();
	try {
		writeFileSync(join(dir, '999-from-the-future.sql'), 'CREATE TABLE future_things (id int);');
		await migrate(db, dir, '2.0.0');
		rmSync(join(dir, '999-from-the-future.sql'));
		const err = await migrate(db, dir, '1.0.0').catch((e: Error) => e);
		assert.instance(err, SchemaTooNew);
		assert.match((err as Error).message, /999-from-the-future\.sql/);
		assert.match((err as Error).message, /2\.0\.0/);
		assert.equal((await schemaState(db, dir)).unknown, ['999-from-the-future.sql'], '/readyz sees it too');
	} finally {
		await db.close();
	}
});

m('a failing migration names its file, and nothing of it is applied', async ({ dir }) => {
	const db = await openPglite();
	try {
		writeFileSync(join(dir, '998-broken.sql'), 'CREATE TABLE half_done (id int);\nSELEC oops;');
		const err = await migrate(db, dir).catch((e: Error) => e);
		assert.instance(err, Error);
		assert.match((err as Error).message, /^migration 998-broken\.sql failed: /);
		const table = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
		assert.is(table.rowCount, 0, 'a half-applied migration was left behind');
	} finally {
		await db.close();
	}
});

m('a database migrated before checksums were kept gets them, and runs as before', async ({ dir }) => {
	const db = await openPglite();
	try {
		await migrate(db, dir);
		await db.query('UPDATE schema_migrations SET checksum = NULL, app_version = NULL');
		assert.equal(await migrate(db, dir), [], 'nothing applied twice');
		const nulls = await db.query('SELECT 1 FROM schema_migrations WHERE checksum IS NULL');
		assert.is(nulls.rowCount, 0);
	} finally {
		await db.close();
	}
});

m.run();
