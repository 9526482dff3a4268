// One small database interface over PGlite (embedded) or a PostgreSQL pool.
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { databaseUnavailable } from './unavailable.ts';

// bigint columns hold cents and ids, all far below 2^53:
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

type Row = Record<string, unknown>;
export interface Queryable {
	query<T = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}
export interface Db extends Queryable {
	readonly kind: 'pglite' | 'pg';
	tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
	close(): Promise<void>;
}

// a statement sent by name is parsed and planned once per connection, not on every call; the cap keeps
// a stray dynamic statement from growing the server's statement cache without end:
const names = new Map<string, string>();
const MAX_NAMED = 2000;

function named(sql: string): string | undefined {
	let name = names.get(sql);
	if (name === undefined && names.size < MAX_NAMED) {
		name = `hc${names.size}`;
		names.set(sql, name);
	}
	return name;
}

function wrap(client: pg.ClientBase): Queryable {
	return {
		async query<T>(sql: string, params: unknown[] = []) {
			// only statements with parameters: those are the ones run again and again
			const r = await client.query({ text: sql, values: params, name: params.length ? named(sql) : undefined });
			return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
		},
	};
}

/** A Db whose queries run inside `tx`; a nested `tx()` joins it, so the caller's commit or rollback decides. */
export function joinTx(db: Db, tx: Queryable): Db {
	return { kind: db.kind, query: (sql, params) => tx.query(sql, params), tx: (fn) => fn(tx), close: async () => {} };
}

async function inTx<T>(client: pg.ClientBase, fn: (tx: Queryable) => Promise<T>): Promise<T> {
	await client.query('BEGIN');
	try {
		const result = await fn(wrap(client));
		await client.query('COMMIT');
		return result;
	} catch (err) {
		await client.query('ROLLBACK').catch(() => {});
		throw err;
	}
}

/**
 * PGlite is single-connection: every query and transaction runs one at a time through a queue.
 * Given a PGlite of its own (the tests start theirs from a migrated dump), it wraps that one; close() closes it.
 */
export async function openPglite(source?: string | PGlite): Promise<Db> {
	const pglite = source instanceof PGlite ? source : source ? new PGlite(source) : new PGlite();
	await pglite.waitReady;
	const client = new pg.Client(createPgConfig(pglite) as unknown as pg.ClientConfig);
	await client.connect();
	let queue: Promise<unknown> = Promise.resolve();
	const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
		const next = queue.then(fn, fn);
		queue = next.catch(() => {});
		return next;
	};
	const direct = wrap(client);
	return {
		kind: 'pglite',
		query: (sql, params) => exclusive(() => direct.query(sql, params)),
		tx: (fn) => exclusive(() => inTx(client, fn)),
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
	pool.on('error', () => {});
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
				broken = databaseUnavailable(err);
				throw err;
			} finally {
				client.release(broken);
			}
		},
		close: () => pool.end(),
	};
}
