// A database migrated under the old numbering (two files per number, late files numbered low) upgrades
// to the new one without running anything twice, and ends with the schema a fresh database gets.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Db, openPglite } from '../../../server/db/db.ts';
import { migrate, schemaState } from '../../../server/db/migrate.ts';
import { RENAMED } from '../../../server/db/migration-renames.ts';

const DIR = new URL('../../../server/db/migrations/', import.meta.url).pathname;
const OLD_NAME = new Map(Object.entries(RENAMED).map(([from, to]) => [to, from]));
const LATEST = [...OLD_NAME.keys()].sort().at(-1)!;

/** What the migrator before the renumbering did: the files under their old names, in the order of those names. */
async function migrateOldNumbering(db: Db, skip: string[] = []) {
	await db.query(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL,
		checksum text, app_version text)`);
	const files = readdirSync(DIR)
		.filter((f) => f.endsWith('.sql') && !skip.includes(f))
		.map((f) => ({ file: f, old: OLD_NAME.get(f) ?? f }))
		.sort((a, b) => (a.old < b.old ? -1 : 1));
	for (const { file, old } of files) {
		const sql = readFileSync(DIR + file, 'utf8');
		await db.query(sql);
		await db.query("INSERT INTO schema_migrations VALUES ($1, now(), $2, '1.0.0')", [
			old,
			createHash('sha256').update(sql).digest('hex'),
		]);
	}
}

// the schema as the catalogue describes it, each list sorted so only content counts
async function schema(db: Db): Promise<Record<string, string[]>> {
	const lines = async (sql: string) => (await db.query<{ l: string }>(sql)).rows.map((r) => r.l).sort();
	return {
		columns: await lines(`SELECT concat_ws(' ', table_name, column_name, data_type, udt_name, is_nullable,
			column_default, character_maximum_length, numeric_precision) AS l
			FROM information_schema.columns WHERE table_schema = current_schema()`),
		constraints: await lines(`SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(c.oid) AS l
			FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = current_schema()`),
		indexes: await lines(`SELECT indexdef AS l FROM pg_indexes WHERE schemaname = current_schema()`),
		triggers: await lines(`SELECT pg_get_triggerdef(t.oid) AS l FROM pg_trigger t
			JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
			WHERE NOT t.tgisinternal AND n.nspname = current_schema()`),
		functions: await lines(`SELECT pg_get_functiondef(p.oid) AS l FROM pg_proc p
			JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema()`),
		views: await lines(`SELECT viewname || ' ' || definition AS l FROM pg_views WHERE schemaname = current_schema()`),
		sequences: await lines(`SELECT sequence_name || ' ' || data_type AS l FROM information_schema.sequences
			WHERE sequence_schema = current_schema()`),
	};
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
	const db = await openPglite();
	try {
		return await fn(db);
	} finally {
		await db.close();
	}
}

const fresh = await withDb(async (db) => {
	await migrate(db);
	return schema(db);
});

const m = suite('migrations renumbered');

m('a database on the old numbering runs nothing again, and ends with the fresh schema', async () => {
	await withDb(async (db) => {
		await migrateOldNumbering(db);
		assert.equal(await migrate(db), [], 'nothing ran twice');
		assert.equal(await schemaState(db), { pending: [], unknown: [] });
		const moved = await db.query<{ name: string; renamed_from: string }>(
			'SELECT name, renamed_from FROM schema_migrations WHERE renamed_from IS NOT NULL ORDER BY name',
		);
		assert.equal(
			moved.rows,
			Object.entries(RENAMED)
				.map(([from, to]) => ({ name: to, renamed_from: from }))
				.sort((a, b) => (a.name < b.name ? -1 : 1)),
		);
		assert.equal(await schema(db), fresh);
	});
});

m('a database from before the last renamed file shipped runs that file alone', async () => {
	await withDb(async (db) => {
		await migrateOldNumbering(db, [LATEST]);
		assert.equal(await migrate(db), [LATEST]);
		assert.equal(await schema(db), fresh);
	});
});

m('the old names are seen as the new ones before the upgrade runs', async () => {
	await withDb(async (db) => {
		await migrateOldNumbering(db);
		assert.equal(await schemaState(db), { pending: [], unknown: [] });
	});
});

m.run();
