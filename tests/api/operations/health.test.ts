// Health and readiness, and a database that is down or frozen.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../server/app.ts';
import { type Db, openPg, type Queryable } from '../../../server/db/db.ts';
import { databaseUnavailable } from '../../../server/db/unavailable.ts';
import { createDrain } from '../../../server/drain.ts';
import { harness } from '../support/harness.ts';
import { registerPlayer } from '../support/players.ts';

type Mode = 'up' | 'down' | 'frozen';

/** A database that can be switched off (connection refused) or frozen (never answers). */
function switchable() {
	let mode: Mode = 'up';
	const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
	const gate = <T>(run: () => Promise<T>): Promise<T> =>
		mode === 'down' ? Promise.reject(refused()) : mode === 'frozen' ? new Promise<T>(() => {}) : run();
	const wrap = (db: Db): Db => ({
		kind: db.kind,
		query: (sql, params) => gate(() => db.query(sql, params)),
		tx: <T>(fn: (tx: Queryable) => Promise<T>) => gate(() => db.tx(fn)),
		close: () => db.close(),
	});
	return {
		wrap,
		set(m: Mode) {
			mode = m;
		},
	};
}

const health = suite('health and readiness');

health('/healthz answers while the database is down; /readyz says 503 until it is back', async () => {
	const sw = switchable();
	const h = await harness({}, { wrapDb: sw.wrap });
	try {
		assert.is((await h.call('GET', '/readyz')).body.status, 'ready');
		sw.set('down');
		assert.is((await h.call('GET', '/healthz')).status, 200, 'the process is alive');
		const ready = await h.call('GET', '/readyz');
		assert.is(ready.status, 503, 'not ready without a database');
		sw.set('up');
		assert.is((await h.call('GET', '/readyz')).status, 200, 'ready again once the database answers');
	} finally {
		await h.close();
	}
});

health('a frozen database makes /readyz 503 within READY_TIMEOUT_MS, not a hang', async () => {
	const sw = switchable();
	const h = await harness({}, { wrapDb: sw.wrap });
	h.deps.config.ops.db.readyTimeoutMs = 200;
	try {
		sw.set('frozen');
		const ready = await h.call('GET', '/readyz');
		assert.is(ready.status, 503);
		assert.is(ready.headers.get('retry-after'), '5');
	} finally {
		sw.set('up');
		await h.close();
	}
});

health(
	'a database that refuses connections: 503 database_unavailable with Retry-After, in the asked language',
	async () => {
		const sw = switchable();
		const h = await harness({}, { wrapDb: sw.wrap });
		try {
			const player = await registerPlayer(h);
			sw.set('down');
			const en = await h.call('GET', '/api/user/balance', { token: player.access_token });
			assert.is(en.status, 503, 'never a 500 for a database that is away');
			assert.is(en.body.code, 'database_unavailable');
			assert.is(en.headers.get('retry-after'), '5');
			const zh = await h.call('GET', '/api/user/balance', {
				token: player.access_token,
				headers: { 'accept-language': 'zh' },
			});
			assert.is(zh.body.code, 'database_unavailable');
			assert.match(zh.body.message, /[\u4e00-\u9fff]/, 'the refusal is worded in Chinese');
		} finally {
			sw.set('up');
			await h.close();
		}
	},
);

health(
	'a live-comment stream asked for while the database is down: 503 database_unavailable, not an empty stream',
	async () => {
		const sw = switchable();
		const h = await harness({ databaseUrl: process.env.DATABASE_URL }, { wrapDb: sw.wrap });
		try {
			sw.set('down');
			const res = await h.app.request('/api/live/events?stream_id=main');
			assert.is(res.status, 503);
			assert.is(((await res.json()) as { code: string }).code, 'database_unavailable');
			assert.is(res.headers.get('retry-after'), '5');
			sw.set('up');
			const open = await h.app.request('/api/live/events?stream_id=main');
			assert.is(open.headers.get('content-type'), 'text/event-stream', 'the stream opens once the database is back');
			await open.body?.cancel();
		} finally {
			sw.set('up');
			await h.close();
		}
	},
);

health(
	'while draining /readyz is 503, new requests are refused 503 server_draining and /healthz still answers',
	async () => {
		const h = await harness();
		const drain = createDrain();
		const app = createApp({ ...h.deps, drain });
		try {
			assert.is((await app.request('/readyz')).status, 200);
			drain.begin();
			assert.is((await app.request('/readyz')).status, 503);
			assert.is((await app.request('/healthz')).status, 200);
			const refused = await app.request('/api/events/calendar');
			assert.is(refused.status, 503);
			assert.is((await refused.json()).code, 'server_draining');
			assert.ok(refused.headers.get('retry-after'), 'a refused request is told when to come back');
			assert.is(refused.headers.get('connection'), 'close');
		} finally {
			await h.close();
		}
	},
);

health(
	'PostgreSQL: a statement past DB_STATEMENT_TIMEOUT_MS is cut and counts as the database unavailable',
	async () => {
		const url = process.env.DATABASE_URL;
		if (!url) return console.log('  skipping: the statement-timeout case needs DATABASE_URL');
		const db = openPg(url, { statementTimeoutMs: 300, max: 1 });
		try {
			const started = Date.now();
			const err = await db.query('SELECT pg_sleep(5)').catch((e: Error) => e);
			assert.ok(databaseUnavailable(err), `not taken for an unavailable database: ${err}`);
			assert.ok(Date.now() - started < 4000, 'the statement ran to its end');
		} finally {
			await db.close();
		}
	},
);

health.run();
