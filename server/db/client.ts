// What every pg client of ours shares: statements sent by name, transactions, and a listener for the
// connection's 'error' event, which unheard would end the process; a client that had one is not reused.
import type pg from 'pg';
import type { Queryable } from './queryable.ts';
import { DatabaseLost, databaseUnavailable } from './unavailable.ts';

// a statement sent by name is parsed and planned once per connection, not on every call; the cap keeps
// a stray dynamic statement from growing the server's statement cache without end:
const names = new Map<string, string>();
const MAX_NAMED = 2000;

export function named(sql: string): string | undefined {
	let name = names.get(sql);
	if (name === undefined && names.size < MAX_NAMED) {
		name = `hc${names.size}`;
		names.set(sql, name);
	}
	return name;
}

export function wrap(client: pg.ClientBase): Queryable {
	return {
		async query<T>(sql: string, params: unknown[] = []) {
			// only statements with parameters: those are the ones run again and again
			const r = await client.query({ text: sql, values: params, name: params.length ? named(sql) : undefined });
			return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
		},
	};
}

export async function inTx<T>(client: pg.ClientBase, fn: (tx: Queryable) => Promise<T>): Promise<T> {
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

const lostClients = new WeakSet<pg.ClientBase>();

/** Listens for the connection's end from its first moment: a dropped or terminated connection is noted, never thrown. */
export function guard<C extends pg.ClientBase>(client: C): C {
	client.on('error', () => lostClients.add(client));
	return client;
}

/** Whether this client's connection has failed: it must be thrown away, not handed out again. */
export const lost = (client: pg.ClientBase) => lostClients.has(client);

/** A failure on a connection that dropped is the database's, whatever the code above made of it. */
export function asLost(err: unknown, client: pg.ClientBase): unknown {
	return lost(client) && !databaseUnavailable(err) ? new DatabaseLost(err) : err;
}
