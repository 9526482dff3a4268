// Backups: a PostgreSQL schema dumped with pg_dump, lost, restored with pg_restore, then the ledger
// audit and the balances as they were; the embedded data dir copied while stopped opens the same.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Db, openPg, openPglite, type Queryable } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { auditLedger } from '../../../server/domain/audit.ts';
import { harness } from '../support/harness.ts';
import { CARD, fund, key, registerPlayer } from '../support/players.ts';

const run = promisify(execFile);
const url = process.env.DATABASE_URL;

/** The PostgreSQL client tools, from PATH or the newest /usr/lib/postgresql/N/bin. */
function pgTool(name: string): string | null {
	const root = '/usr/lib/postgresql';
	const dirs = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
	for (const dir of dirs) if (existsSync(join(root, dir, 'bin', name))) return join(root, dir, 'bin', name);
	return null;
}

/** What a restore must bring back: every balance, the count of ledger rows and orders. */
async function picture(db: Queryable) {
	const q = async (sql: string) => (await db.query<{ v: unknown }>(sql)).rows.map((r) => r.v);
	return {
		balances: await q("SELECT code || '=' || balance AS v FROM accounts ORDER BY code"),
		entries: await q('SELECT count(*)::bigint AS v FROM ledger_entries'),
		withdrawals: await q('SELECT count(*)::bigint AS v FROM withdrawals'),
	};
}

const b = suite('backup and restore');

b('PostgreSQL: pg_dump, the schema lost, pg_restore: the ledger audit holds and nothing is missing', async () => {
	const dump = pgTool('pg_dump');
	const restore = pgTool('pg_restore');
	if (!url || !dump || !restore) {
		console.log('  skipping: needs DATABASE_URL and pg_dump (run `npm run test:api:pg`)');
		return;
	}
	const h = await harness();
	const schema = (await h.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
	const dir = mkdtempSync(join(tmpdir(), 'hc-backup-'));
	let restored: Db | undefined;
	try {
		const p = await registerPlayer(h);
		await fund(h, p.user_id, 500_00);
		await h.call('POST', '/api/user/bank_card', { token: p.access_token, body: CARD });
		const w = await h.call('POST', '/api/wallet/withdraw', {
			token: p.access_token,
			body: { amount: 20 },
			headers: { 'idempotency-key': key() },
		});
		assert.is(w.status, 200);
		const before = await picture(h.db);
		const file = join(dir, 'horse-club.dump');
		// the suite's own database (h.url), not the run's DATABASE_URL:
		const own = h.url ?? url;
		await run(dump, ['--format=custom', `--schema=${schema}`, `--file=${file}`, own]);
		await h.db.query(`DROP SCHEMA ${schema} CASCADE`);
		await run(restore, ['--exit-on-error', `--dbname=${own}`, file]);
		restored = openPg(own, { schema, max: 2 });
		assert.equal(await migrate(restored), [], 'the restored schema is current');
		assert.equal(await picture(restored), before, 'the restore differs from the dump');
		const audit = await auditLedger(restored);
		assert.ok(audit.ok, audit.problems.join('; '));
		const key_in_db = await restored.query("SELECT 1 FROM settings WHERE key = 'card_key'");
		assert.is(key_in_db.rowCount, 0, 'the dump carries the card key');
	} finally {
		await restored?.close();
		rmSync(dir, { recursive: true, force: true });
		await h.close().catch(() => {});
	}
});

b('embedded: a copy of the data dir taken while the server is stopped opens with its ledger whole', async () => {
	const dir = mkdtempSync(join(tmpdir(), 'hc-embedded-'));
	try {
		const db = await openPglite(join(dir, 'pglite'));
		await migrate(db);
		await db.query("INSERT INTO settings (key, value) VALUES ('backup-marker', 'kept')");
		const before = await picture(db);
		await db.close();
		cpSync(join(dir, 'pglite'), join(dir, 'copy'), { recursive: true });
		const copy = await openPglite(join(dir, 'copy'));
		try {
			assert.equal(await picture(copy), before);
			assert.is((await copy.query("SELECT 1 FROM settings WHERE key = 'backup-marker'")).rowCount, 1);
			assert.ok((await auditLedger(copy)).ok);
		} finally {
			await copy.close();
		}
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
});

b.run();
