// Applies server/db/migrations/NNN-name.sql in order, once each, under an advisory lock.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.ts';

const DIR = new URL('./migrations/', import.meta.url).pathname;
const FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;
// any constant; every process that migrates takes the same one:
const LOCK_KEY = 7_310_001;

function migrationFiles(dir = DIR): string[] {
	return readdirSync(dir)
		.filter((f) => FILE.test(f))
		.sort();
}

export async function migrate(db: Db, dir = DIR): Promise<string[]> {
	return db.tx(async (tx) => {
		await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
		await tx.query(
			'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL)',
		);
		const done = new Set(
			(await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
		);
		const applied: string[] = [];
		for (const name of migrationFiles(dir)) {
			if (done.has(name)) continue;
			await tx.query(readFileSync(join(dir, name), 'utf8'));
			await tx.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, now())', [name]);
			applied.push(name);
		}
		return applied;
	});
}
