// A connection that dies under a transaction (terminated by an administrator, or the embedded
// database's connection failing): the caller gets a 503-class error, the process carries on, and the
// next query works on a fresh connection.
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Db, openPg, openPglite, type Queryable } from '../../../server/db/db.ts';
import { databaseUnavailable } from '../../../server/db/unavailable.ts';
import { errorHandler } from '../../../server/http/errors.ts';
import { type Cluster, postgresOrSkip, startCluster } from './support/pg-cluster.ts';

type Ctx = { cluster?: Cluster; url?: string; crashes: unknown[] };
const s = suite<Ctx>('a connection lost under a transaction', { crashes: [] });

// what would otherwise end the process is recorded, so the test fails instead of the whole run:
const record = (ctx: Ctx) => (err: unknown) => ctx.crashes.push(err);
let recorder: (err: unknown) => void = () => {};
s.before(async (ctx) => {
	recorder = record(ctx);
	process.on('uncaughtException', recorder);
	process.on('unhandledRejection', recorder);
	if (process.env.DATABASE_URL) ctx.url = process.env.DATABASE_URL;
	else {
		const bin = postgresOrSkip('the PostgreSQL cases');
		if (bin) ctx.cluster = await startCluster(bin);
		ctx.url = ctx.cluster?.url;
	}
});
s.after(async (ctx) => {
	process.off('uncaughtException', recorder);
	process.off('unhandledRejection', recorder);
	await ctx.cluster?.destroy();
});

const quiet = { info() {}, warn() {}, error() {} };

/** What a request whose transaction failed this way is answered. */
async function replyTo(err: unknown) {
	const app = new Hono().get('/', () => Promise.reject(err));
	app.onError(errorHandler(quiet));
	const res = await app.request('/');
	return {
		status: res.status,
		code: ((await res.json()) as { code: string }).code,
		retry: res.headers.get('retry-after'),
	};
}

async function until(what: string, check: () => Promise<boolean>) {
	for (let i = 0; i < 500; i++) {
		if (await check()) return;
		await new Promise((r) => setTimeout(r, 10));
	}
	throw new Error(`${what}: not within 5 s`);
}

/** Runs a transaction whose connection `kill` ends half way; returns what the transaction threw. */
async function killedMidway(db: Db, kill: (tx: Queryable) => Promise<void>) {
	return db
		.tx(async (tx) => {
			await tx.query('SELECT 1');
			await kill(tx);
			await tx.query('SELECT 2');
			return 'committed';
		})
		.catch((e: unknown) => e);
}

for (const [label, during] of [
	['idle in the transaction', false],
	['while a statement runs', true],
] as const) {
	s(`PostgreSQL: a connection terminated ${label} is a 503 and is not reused`, async (ctx) => {
		if (!ctx.url) return;
		const db = openPg(ctx.url, { max: 2 });
		const admin = openPg(ctx.url, { max: 1 });
		const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);
		const gone = async (pid: number) =>
			(await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 0;
		try {
			const err = await killedMidway(db, async (tx) => {
				const pid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
				if (during) {
					const sleeping = tx.query('SELECT pg_sleep(30)').then(
						() => new Error('the statement was not cut'),
						(e: unknown) => e,
					);
					await until(
						'the statement starts',
						async () =>
							(
								await admin.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%'", [
									pid,
								])
							).rowCount === 1,
					);
					await terminate(pid);
					throw await sleeping;
				} else {
					await terminate(pid);
					// the server side is gone before the transaction goes on:
					await until('the backend ends', () => gone(pid));
				}
			});
			assert.ok(databaseUnavailable(err), `not taken for an unavailable database: ${err}`);
			assert.equal(await replyTo(err), { status: 503, code: 'database_unavailable', retry: '5' });
			assert.is((await db.query<{ n: number }>('SELECT 41 + 1 AS n')).rows[0]!.n, 42, 'the next query works');
			assert.is(await db.tx(async (tx) => (await tx.query('SELECT 1')).rowCount), 1, 'and the next transaction');
			assert.is(db.use().total <= 2, true, 'the pool holds no more than its cap');
			assert.equal(ctx.crashes, [], 'an error event or a rejection went unhandled');
		} finally {
			await db.close();
			await admin.close();
		}
	});
}

s('PGlite: the embedded connection failing under a transaction is a 503; the next query works', async (ctx) => {
	const db = await openPglite();
	const original = PGlite.prototype.execProtocolStream;
	try {
		const err = await killedMidway(db, async () => {
			// the next message to the embedded database fails as a crashed one would:
			PGlite.prototype.execProtocolStream = () => {
				PGlite.prototype.execProtocolStream = original;
				return Promise.reject(new Error('RuntimeError: unreachable'));
			};
		});
		assert.ok(databaseUnavailable(err), `not taken for an unavailable database: ${err}`);
		assert.equal(await replyTo(err), { status: 503, code: 'database_unavailable', retry: '5' });
		assert.is((await db.query<{ n: number }>('SELECT 41 + 1 AS n')).rows[0]!.n, 42, 'the next query works');
		assert.is(await db.tx(async (tx) => (await tx.query('SELECT 1')).rowCount), 1, 'and the next transaction');
		assert.equal(ctx.crashes, [], 'an error event or a rejection went unhandled');
	} finally {
		PGlite.prototype.execProtocolStream = original;
		await db.close();
	}
});

s.run();
