// Two API processes on one PostgreSQL: a danmu posted to one reaches a watcher of the other.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPg } from '../../../server/db/db.ts';
import { type FakeGateway, fakeGateway } from '../support/fake-gateway.ts';
import { sseReader } from './sse.ts';

const url = process.env.DATABASE_URL;

interface Api {
	url: string;
	child: ChildProcess;
	dir: string;
	lines: string[];
}

// a production start: codes go out through an SMS gateway (a local fake), top-ups by bank transfer
const production = (sms: FakeGateway) => ({
	DEMO: '',
	SMS_API_URL: sms.url,
	SMS_API_KEY: 'two-process-key',
	BANK_NAME: 'Test Bank',
	BANK_ACCOUNT_NAME: 'Horse Club Ltd',
	BANK_ACCOUNT_NUMBER: '000-111-222',
});

function startApi(sms: FakeGateway): Promise<Api> {
	const dir = mkdtempSync(join(tmpdir(), 'hc-api-'));
	const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
		env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, ...production(sms) },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const lines: string[] = [];
	return new Promise((resolve, reject) => {
		// a ceiling for a hang only: a loaded machine can take tens of seconds to start
		const timer = setTimeout(() => reject(new Error(`API did not start: ${lines.join('\n')}`)), 180_000);
		child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
			for (const line of chunk.split('\n').filter(Boolean)) {
				lines.push(line);
				const m = /"msg":"listening","url":"([^"]+)"/.exec(line);
				if (m) {
					clearTimeout(timer);
					resolve({ url: m[1]!, child, dir, lines });
				}
			}
		});
		child.stderr!.setEncoding('utf8').on('data', (chunk: string) => lines.push(chunk));
		child.once('exit', (code) => reject(new Error(`API exited with ${code}: ${lines.join('\n')}`)));
	});
}

async function json(api: Api, path: string, body: unknown, token?: string) {
	const res = await fetch(api.url + path, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
		body: JSON.stringify(body),
	});
	return (await res.json()) as { status: number; message: string; data: Record<string, unknown> };
}

async function register(api: Api, sms: FakeGateway) {
	const phone = `+8526${String(Date.now()).slice(-7)}`;
	const sent = await json(api, '/api/user/send_code', { phone });
	const text = sms.received.filter((r) => r.body.to === phone).at(-1)?.body.text as string;
	const code = /\d{6}/.exec(text)?.[0];
	const user_name = `two_${process.pid}_${Date.now() % 100_000}`;
	const reply = await json(api, '/api/user/register', {
		...sent.data,
		user_name,
		password: 'correct horse 1',
		phone,
		code,
		device_id: 'two-process-test',
	});
	assert.is(reply.status, 200, reply.message);
	return reply.data.access_token as string;
}

type Ctx = { apis: Api[]; sms?: FakeGateway };
const two = suite<Ctx>('live across processes: two API processes on one PostgreSQL', { apis: [] });
two.after(async ({ apis, sms }) => {
	await sms?.close();
	for (const api of apis) {
		const gone = new Promise((resolve) => api.child.once('exit', resolve));
		api.child.kill('SIGTERM');
		await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
		rmSync(api.dir, { recursive: true, force: true });
	}
});

// without PostgreSQL the test is reported skipped, not passed:
if (!url) console.log('  skipping: the two-process test needs DATABASE_URL (run `npm run test:api:pg`)');
(url ? two : two.skip)('a danmu posted to one process reaches a watcher connected to the other', async (ctx) => {
	const sms = await fakeGateway();
	ctx.sms = sms;
	ctx.apis.push(...(await Promise.all([startApi(sms), startApi(sms)])));
	const [a, b] = ctx.apis as [Api, Api];
	assert.is.not(a.url, b.url);
	const token = await register(a, sms);
	const watcher = new AbortController();
	const res = await fetch(`${b.url}/api/live/events?stream_id=race-42`, { signal: watcher.signal });
	const sse = sseReader(res.body!);
	await sse.next('ready');
	const posted = await json(
		a,
		'/api/live/danmu',
		{ stream_id: 'race-42', text: 'from process A', color: '#ABCDEF' },
		token,
	);
	assert.is(posted.status, 200, posted.message);
	const heard = JSON.parse((await sse.next('danmu', 10_000)).data);
	assert.equal(heard, posted.data, 'B pushed the item A stored');
	// and the other way round, with the same token (the signing key is shared through the database):
	const back = await fetch(`${a.url}/api/live/events?stream_id=race-42`, { signal: watcher.signal });
	const sseA = sseReader(back.body!);
	await sseA.next('ready');
	const reply = await json(
		b,
		'/api/live/danmu',
		{ stream_id: 'race-42', text: 'from process B', color: '#123456' },
		token,
	);
	assert.is(JSON.parse((await sseA.next('danmu', 10_000)).data).text, reply.data.text);
	watcher.abort();
	// both processes ran the sports clock: each fixture exists once
	const db = openPg(url!, { max: 1 });
	const dup = await db.query<{ n: number }>(
		'SELECT count(*)::bigint AS n FROM (SELECT gen_key FROM sport_events GROUP BY gen_key HAVING count(*) > 1) d',
	);
	await db.close();
	assert.is(dup.rows[0]!.n, 0);
});

two.run();
