// Health, readiness, a database that is down or frozen, request ids, the access log and security events.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../server/app.ts';
import { type Db, openPg, type Queryable } from '../../../server/db/db.ts';
import { databaseUnavailable } from '../../../server/db/unavailable.ts';
import type { Logger } from '../../../server/deps.ts';
import { createDrain } from '../../../server/http/drain.ts';
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

function recording(): Logger & { lines: Record<string, unknown>[] } {
	const lines: Record<string, unknown>[] = [];
	const log = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
		void lines.push({ level, msg, ...fields });
	return { lines, info: log('info'), warn: log('warn'), error: log('error') };
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

// ---

const logs = suite('request ids, the access log and security events');

logs('every reply carries a request id; X-Request-Id is taken only from a trusted proxy', async () => {
	const h = await harness();
	try {
		const own = await h.call('GET', '/healthz', { headers: { 'x-request-id': 'from-anyone' } });
		assert.match(own.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/, 'an untrusted id is replaced');
		h.deps.config.trustProxy = 1;
		const proxied = await h.call('GET', '/healthz', { headers: { 'x-request-id': 'edge-42' } });
		assert.is(proxied.headers.get('x-request-id'), 'edge-42');
		const bad = await h.call('GET', '/healthz', { headers: { 'x-request-id': 'bad id / with spaces' } });
		assert.is.not(bad.headers.get('x-request-id'), 'bad id / with spaces');
	} finally {
		await h.close();
	}
});

logs('one access line per request with method, route, status and ms, and never a token', async () => {
	const logger = recording();
	const h = await harness({}, { logger });
	try {
		const player = await registerPlayer(h);
		logger.lines.length = 0;
		await h.call('GET', `/api/user/balance?token=${player.access_token}`, { token: player.access_token });
		const access = logger.lines.filter((l) => l.msg === 'request');
		assert.is(access.length, 1, 'exactly one access line');
		const line = access[0]!;
		assert.is(line.method, 'GET');
		assert.is(line.route, '/api/user/balance');
		assert.is(line.status, 200);
		assert.type(line.ms, 'number');
		assert.type(line.request_id, 'string');
		assert.not.ok(JSON.stringify(logger.lines).includes(player.access_token), 'a token reached the log');
	} finally {
		await h.close();
	}
});

logs(
	'sign-in failures, limiter hits, refresh-token reuse and a wrong operator token are logged as security events',
	async () => {
		const logger = recording();
		const h = await harness(
			{ rateLimits: { signin: 1000, register: 1000, sendCode: 1, changePassword: 1000, windowSeconds: 900 } },
			{ logger },
		);
		try {
			const player = await registerPlayer(h);
			const events = () => logger.lines.filter((l) => l.msg === 'security').map((l) => l.event);
			await h.call('POST', '/api/user/signin', {
				body: { user_name: player.user_name, password: 'wrong password', device_id: 'd' },
			});
			const failed = logger.lines.find((l) => l.event === 'signin_failed');
			assert.ok(failed, `no sign-in failure logged: ${events()}`);
			assert.is(failed.user_name, player.user_name);
			assert.not.ok(JSON.stringify(logger.lines).includes('wrong password'), 'a password reached the log');
			for (let i = 0; i < 3; i++) await h.call('POST', '/api/user/send_code', { body: { phone: '+85291119999' } });
			assert.ok(events().includes('limiter_hit'), `no limiter hit logged: ${events()}`);
			const first = await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: player.refresh_token } });
			assert.is(first.status, 200);
			h.clock.advance(3600_000);
			await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: player.refresh_token } });
			assert.ok(events().includes('refresh_reuse'), `no refresh reuse logged: ${events()}`);
			await h.call('POST', '/api/admin/run', {
				body: { operator: 'x', argv: ['help'] },
				headers: { authorization: 'Bearer nope' },
			});
			assert.ok(events().includes('operator_token_wrong'), `no wrong operator token logged: ${events()}`);
		} finally {
			await h.close();
		}
	},
);

logs.run();
