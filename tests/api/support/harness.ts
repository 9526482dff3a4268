// A fresh app per suite: in-memory PGlite, or its own schema in PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { createApp } from '../../../server/app.ts';
import { type Config, loadConfig } from '../../../server/config.ts';
import { type Db, openPg, openPglite } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import type { Clock, Deps, Logger } from '../../../server/deps.ts';
import { auditLedger } from '../../../server/domain/audit.ts';
import { createDemoProvider } from '../../../server/providers/demo-pay/sessions.ts';

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

async function openTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
	const url = process.env.DATABASE_URL;
	if (!url) {
		const db = await openPglite();
		return { db, drop: () => db.close() };
	}
	const schema = `t_${randomBytes(6).toString('hex')}`;
	const admin = openPg(url, { max: 1 });
	await admin.query(`CREATE SCHEMA ${schema}`);
	const db = openPg(url, { schema, max: 20 });
	return {
		db,
		async drop() {
			await db.close();
			await admin.query(`DROP SCHEMA ${schema} CASCADE`);
			await admin.close();
		},
	};
}

/** `wrapDb` puts something between the app and its database (tests/api/support/faults.ts); `db` stays direct. */
export async function harness(
	overrides: Partial<Config> = {},
	opts: { wrapDb?: (db: Db) => Db; logger?: Logger } = {},
) {
	const { db, drop } = await openTestDb();
	await migrate(db);
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
		deps,
		clock,
		codes,
		call,
		audit: () => auditLedger(db),
		close: drop,
	};
}

export type Harness = Awaited<ReturnType<typeof harness>>;
