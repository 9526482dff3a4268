// Applies server/db/migrations/NNN-name.sql in order, once each, under an advisory lock, and records
// each with its checksum and the version of the app that applied it. A database that has a migration
// this build does not know was upgraded by a newer build: this one refuses to start on it. Names
// recorded under an old numbering are moved to their new ones first (migration-renames.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_VERSION } from '../version.ts';
import type { Db, Queryable } from './db.ts';
import { currentName, RENAMED } from './migration-renames.ts';

const DIR = new URL('./migrations/', import.meta.url).pathname;
const FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;
// any constant; every process that migrates takes the same one:
const LOCK_KEY = 7_310_001;

interface Migration {
	name: string;
	sql: string;
	checksum: string;
}

function migrations(dir: string): Migration[] {
	return readdirSync(dir)
		.filter((f) => FILE.test(f))
		.sort()
		.map((name) => {
			const sql = readFileSync(join(dir, name), 'utf8');
			return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
		});
}

export class SchemaTooNew extends Error {}

const TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL);
ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;
ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS app_version text;
ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS renamed_from text`;

// one statement per renamed file; a row already under its new name is left as it is
const RENAME = `UPDATE schema_migrations SET name = $2, renamed_from = $1
	WHERE name = $1 AND NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = $2)`;

async function applied(db: Queryable) {
	return (
		await db.query<{ name: string; checksum: string | null; app_version: string | null }>(
			'SELECT name, checksum, app_version FROM schema_migrations ORDER BY name',
		)
	).rows;
}

/** What the database has against what this build knows: files not yet applied, and applied names it has no file for. */
export async function schemaState(db: Queryable, dir = DIR) {
	const known = migrations(dir).map((m) => m.name);
	const done = (await applied(db)).map((r) => currentName(r.name));
	return { pending: known.filter((n) => !done.includes(n)), unknown: done.filter((n) => !known.includes(n)) };
}

export async function migrate(db: Db, dir = DIR, version = APP_VERSION): Promise<string[]> {
	const files = migrations(dir);
	return db.tx(async (tx) => {
		await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
		for (const statement of TABLE.split(';\n')) await tx.query(statement);
		for (const [from, to] of Object.entries(RENAMED)) await tx.query(RENAME, [from, to]);
		const rows = await applied(tx);
		const newer = rows.filter((r) => !files.some((f) => f.name === r.name));
		if (newer.length) {
			const by = [...new Set(newer.map((r) => r.app_version ?? 'unknown'))].join(', ');
			throw new SchemaTooNew(
				`the database's schema is newer than this build (${version}): ${newer.map((r) => r.name).join(', ')} applied by version ${by}; run that version or newer`,
			);
		}
		const done = new Map(rows.map((r) => [r.name, r]));
		const ran: string[] = [];
		for (const m of files) {
			const row = done.get(m.name);
			if (row) {
				// recorded before checksums were kept: the file it ran is taken as the one here
				if (!row.checksum)
					await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [m.name, m.checksum]);
				continue;
			}
			try {
				await tx.query(m.sql);
			} catch (err) {
				throw new Error(`migration ${m.name} failed: ${err instanceof Error ? err.message : err}`, { cause: err });
			}
			await tx.query(
				'INSERT INTO schema_migrations (name, applied_at, checksum, app_version) VALUES ($1, now(), $2, $3)',
				[m.name, m.checksum, version],
			);
			ran.push(m.name);
		}
		return ran;
	});
}

/** Applied migrations whose file has changed since (a warning for the operator; the schema is what ran). */
export async function changedMigrations(db: Queryable, dir = DIR): Promise<string[]> {
	const files = new Map(migrations(dir).map((m) => [m.name, m.checksum]));
	return (await applied(db))
		.map((r) => ({ ...r, name: currentName(r.name) }))
		.filter((r) => r.checksum && files.get(r.name) !== r.checksum)
		.map((r) => r.name);
}
