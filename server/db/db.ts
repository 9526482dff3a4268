// One small database interface over PGlite (embedded) or a PostgreSQL pool.
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { asLost, guard, inTx, lost, named, wrap } from './client.ts';
import type { Queryable } from './queryable.ts';
import { DatabaseLost, databaseUnavailable } from './unavailable.ts';

// bigint columns hold cents and ids, all far below 2^53:
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export type { Queryable } from './queryable.ts';
export interface Db extends Queryable {
	readonly kind: 'pglite' | 'pg';
	tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
	close(): Promise<void>;
}

/** A Db whose queries run inside `tx`; a nested `tx()` joins it, so the caller's commit or rollback decides. */
export function joinTx(db: Db, tx: Queryable): Db {
	return { kind: db.kind, query: (sql, params) => tx.query(sql, params), tx: (fn) => fn(tx), close: async () => {} };
}

/**
 * PGlite is single-connection: every query and transaction runs one at a time through a queue.
 * Given a PGlite of its own (the tests start theirs from a migrated dump), it wraps that one; close() closes it.
 */
export async function openPglite(source?: string | PGlite): Promise<Db> {
	const pglite = source instanceof PGlite ? source : source ? new PGlite(source) : new PGlite();
	await pglite.waitReady;
	const connect = async () => {
		const fresh = guard(new pg.Client(createPgConfig(pglite) as unknown as pg.ClientConfig));
		await fresh.connect();
		return fresh;
	};
	let client = await connect();
	let queue: Promise<unknown> = Promise.resolve();
	// a client whose connection failed is replaced before the next call, on the same embedded database:
	const exclusive = <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
		const run = async () => {
			// the embedded database works on this thread: a turn of the event loop between queries lets requests in
			await new Promise((done) => setImmediate(done));
			if (lost(client)) {
				void client.end().catch(() => {});
				client = await connect().catch((err) => Promise.reject(new DatabaseLost(err)));
			}
			const current = client;
			try {
				return await fn(current);
			} catch (err) {
				throw asLost(err, current);
			}
		};
		const next = queue.then(run, run);
		queue = next.catch(() => {});
		return next;
	};
	return {
		kind: 'pglite',
		query: (sql, params) => exclusive((c) => wrap(c).query(sql, params)),
		tx: (fn) => exclusive((c) => inTx(c, fn)),
		async close() {
			await queue;
			await client.end().catch(() => {});
			await pglite.close();
		},
	};
}

export interface PgOptions {
	/** isolates a test suite */
	schema?: string;
	max?: number;
	/** PostgreSQL's statement_timeout; the client gives up a second later, for a server that no longer answers. */
	statementTimeoutMs?: number;
	connectTimeoutMs?: number;
}

/** What the pool holds now, for /metrics. */
export interface PoolUse {
	total: number;
	idle: number;
	waiting: number;
}

/** A real PostgreSQL pool. */
export function openPg(url: string, opts: PgOptions = {}): Db & { use(): PoolUse } {
	const pool = new pg.Pool({
		connectionString: url,
		max: opts.max ?? 10,
		...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
		...(opts.statementTimeoutMs
			? { statement_timeout: opts.statementTimeoutMs, query_timeout: opts.statementTimeoutMs + 1000 }
			: {}),
		...(opts.connectTimeoutMs ? { connectionTimeoutMillis: opts.connectTimeoutMs } : {}),
		keepAlive: true,
	});
	// an idle connection that drops is removed by the pool itself; one in use is ours to throw away (tx):
	pool.on('error', () => {});
	pool.on('connect', (client) => guard(client));
	return {
		kind: 'pg',
		use: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
		async query<T>(sql: string, params: unknown[] = []) {
			const r = await pool.query({ text: sql, values: params, name: params.length ? named(sql) : undefined });
			return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
		},
		async tx(fn) {
			const client = await pool.connect();
			let broken = false;
			try {
				return await inTx(client, fn);
			} catch (err) {
				// a connection that timed out or dropped is thrown away, not handed to the next request:
				broken = databaseUnavailable(err) || lost(client);
				throw asLost(err, client);
			} finally {
				client.release(broken || lost(client));
			}
		},
		close: () => pool.end(),
	};
}
