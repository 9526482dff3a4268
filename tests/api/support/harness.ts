// A fresh app per suite on a database of its own (tests/api/support/test-db.ts): in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { createApp } from '../../../server/app.ts';
import { type Config, loadConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import type { Clock, Deps, Logger } from '../../../server/deps.ts';
import { auditLedger } from '../../../server/domain/audit.ts';
import { createDemoProvider } from '../../../server/providers/demo-pay/sessions.ts';
import { openTestDb } from './test-db.ts';

class TestClock implements Clock {
	constructor(private t = Date.parse('2025-09-13T08:00:00Z')) {}
	now = () => new Date(this.t);
	advance(ms: number) {
		this.t += ms;
	}
}

export interface Reply {
	status: number;
	// biome-ignore lint/suspicious/noExplicitAny: each test checks the reply fields it reads
	body: { status: number; message: string; code?: string; data: any };
	headers: Headers;
}

const quiet: Logger = { info() {}, warn() {}, error() {} };

/** `wrapDb` puts something between the app and its database (tests/api/support/faults.ts); `db` stays direct. */
export async function harness(
	overrides: Partial<Config> = {},
	opts: { wrapDb?: (db: Db) => Db; logger?: Logger } = {},
) {
	const { db, url, drop } = await openTestDb();
	// the template is migrated already: this only checks it is current, as the app's own start does
	await migrate(db);
	// a suite that names the run's DATABASE_URL (for a second connection, e.g. LISTEN) means its own database in it
	if (url && overrides.databaseUrl === process.env.DATABASE_URL) overrides = { ...overrides, databaseUrl: url };
	const clock = new TestClock();
	const codes: { phone: string; code: string }[] = [];
	const config = loadConfig(
		{},
		{
			dataDir: '.tmp/never-used',
			distDir: '.tmp/no-dist',
			rateLimits: { signin: 1000, register: 1000, sendCode: 1000, changePassword: 1000, windowSeconds: 900 },
			signinDelay: { free: 1000, maxSeconds: 60 },
			signinPairDelay: { free: 1000, maxSeconds: 60 },
			bankTransfer: {
				bankName: 'Test Bank',
				accountName: 'Horse Club Ltd',
				accountNumber: '000-111-222',
				bankCode: null,
			},
			...overrides,
		},
	);
	const deps: Deps = {
		db: opts.wrapDb ? opts.wrapDb(db) : db,
		clock,
		config,
		logger: opts.logger ?? quiet,
		sendCode: async (phone, code) => void codes.push({ phone, code }),
		secrets: { jwtKey: randomBytes(32), cardKey: randomBytes(32), operatorTokenHash: null },
		// card and e-wallet top-ups go through the demo provider's checkout (tests/api/payments/)
		payments: createDemoProvider(db, clock),
	};
	const app = createApp(deps);

	async function call(
		method: string,
		path: string,
		opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
	): Promise<Reply> {
		const headers: Record<string, string> = { ...opts.headers };
		if (opts.token) headers.authorization = `Bearer ${opts.token}`;
		let payload: string | undefined;
		if (opts.body !== undefined) {
			headers['content-type'] = 'application/json';
			payload = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
		}
		const res = await app.request(path, { method, headers, body: payload });
		const text = await res.text();
		return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
	}

	return {
		app,
		db,
		/** This suite's own database on PostgreSQL (for a second pool, pg_dump); undefined on PGlite. */
		url,
		deps,
		clock,
		codes,
		call,
		audit: () => auditLedger(db),
		close: drop,
	};
}

export type Harness = Awaited<ReturnType<typeof harness>>;
