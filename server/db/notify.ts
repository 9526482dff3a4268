// LISTEN/NOTIFY for live fan-out across API processes. On PostgreSQL each process keeps one
// dedicated listening connection per database, shared by every subscriber; channels carry the
// schema's name, so test suites sharing a cluster never hear each other. PGlite is embedded and
// held by one process (the data-dir lock), and db.ts does not hand out its instance, so there
// the same calls fan out inside the process: every possible listener lives here anyway.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Db } from './db.ts';

type Handler = (payload: string) => void;

interface Hub {
	events: EventEmitter;
	db: Db;
	schema?: Promise<string> | undefined;
	channels: Set<string>;
	client?: Promise<pg.Client>;
	url?: string;
	closed?: boolean;
}

const hubs = new WeakMap<Db, Hub>();

function hubOf(db: Db, url?: string): Hub {
	let hub = hubs.get(db);
	if (!hub) {
		const events = new EventEmitter();
		events.setMaxListeners(0);
		hub = { events, db, channels: new Set(), ...(url ? { url } : {}) };
		hubs.set(db, hub);
	}
	if (url && !hub.url) hub.url = url;
	return hub;
}

function schemaOf(hub: Hub): Promise<string> {
	if (!hub.schema) {
		const asked = hub.db.query<{ s: string }>('SELECT current_schema() AS s').then((r) => r.rows[0]!.s);
		hub.schema = asked;
		// a database that was away when first asked is asked again next time:
		asked.catch(() => {
			if (hub.schema === asked) hub.schema = undefined;
		});
	}
	return hub.schema;
}

const channelName = async (hub: Hub, channel: string) => `${channel}:${await schemaOf(hub)}`;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const FIRST_RETRY_MS = 1000;

// a dropped connection is replaced after a pause, longer while the database stays away; subscribers hear 'reconnect' and catch up:
function connect(hub: Hub, retryMs = FIRST_RETRY_MS): Promise<pg.Client> {
	const client = new pg.Client({ connectionString: hub.url });
	let connected = false;
	const ready = (async () => {
		await client.connect();
		for (const name of hub.channels) await client.query(`LISTEN ${quote(name)}`);
		connected = true;
		return client;
	})();
	client.on('notification', (n) => hub.events.emit(n.channel, n.payload ?? ''));
	const lost = () => {
		if (hub.closed || hub.client !== ready) return;
		hub.client = undefined;
		const wait = connected ? FIRST_RETRY_MS : retryMs;
		setTimeout(() => {
			if (hub.closed || hub.client) return;
			hub.client = connect(hub, Math.min(wait * 2, 30_000));
			hub.client.then(() => hub.events.emit('reconnect')).catch(() => {});
		}, wait).unref();
	};
	client.on('error', lost);
	client.on('end', lost);
	ready.catch(lost);
	return ready;
}

/**
 * Calls `fn` with each payload sent on `channel` by any process on this database.
 * `url` is the PostgreSQL connection string (unused on PGlite). Returns an unsubscribe function.
 * `onReconnect` runs after a dropped listening connection comes back, to catch up on gaps.
 */
export async function listen(
	db: Db,
	channel: string,
	fn: Handler,
	opts: { url?: string; onReconnect?: () => void } = {},
) {
	const hub = hubOf(db, opts.url);
	const name = await channelName(hub, channel);
	hub.events.on(name, fn);
	if (opts.onReconnect) hub.events.on('reconnect', opts.onReconnect);
	const unsubscribe = () => {
		hub.events.off(name, fn);
		if (opts.onReconnect) hub.events.off('reconnect', opts.onReconnect);
	};
	if (db.kind === 'pg' && !hub.channels.has(name)) {
		if (!hub.url) throw new Error('listen on PostgreSQL needs the connection string');
		hub.channels.add(name);
		try {
			if (hub.client) await (await hub.client).query(`LISTEN ${quote(name)}`);
			else {
				hub.client = connect(hub);
				await hub.client;
			}
		} catch (err) {
			// the channel stays on the list: the connection that replaces this one listens on it
			unsubscribe();
			throw err;
		}
	}
	return unsubscribe;
}

/** Sends `payload` to every listener of `channel`; on PostgreSQL delivery happens at commit. */
export async function notify(db: Db, channel: string, payload: string) {
	const hub = hubOf(db);
	const name = await channelName(hub, channel);
	if (db.kind === 'pg') await db.query('SELECT pg_notify($1, $2)', [name, payload]);
	else queueMicrotask(() => hub.events.emit(name, payload));
}

/** Closes the listening connection of `db`, if any (tests, shutdown). */
export async function stopListening(db: Db) {
	const hub = hubs.get(db);
	if (!hub) return;
	hub.closed = true;
	hub.events.removeAllListeners();
	const client = await hub.client?.catch(() => null);
	hub.client = undefined;
	await client?.end().catch(() => {});
}
