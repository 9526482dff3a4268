import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../server/config.ts';
import { providerProblems } from '../../../server/config-providers.ts';
import { type FakeGateway, fakeGateway } from '../support/fake-gateway.ts';

const PROVIDER_VARS = [
	'DEMO',
	'DATABASE_URL',
	'SMS_API_URL',
	'SMS_API_KEY',
	'SMS_SENDER_ID',
	'PAYMENT_PROVIDER',
	'PAYMENT_API_URL',
	'PAYMENT_API_KEY',
	'PAYMENT_WEBHOOK_SECRET',
	'PUBLIC_URL',
	'BANK_NAME',
	'BANK_ACCOUNT_NAME',
	'BANK_ACCOUNT_NUMBER',
	'BANK_CODE',
];

/** A production server process on an embedded database of its own; resolves with its URL or its exit. */
function start(dir: string, extra: Record<string, string>) {
	const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', SIM_TICK_SECONDS: '0' };
	for (const name of PROVIDER_VARS) delete env[name];
	const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
		env: { ...env, ...extra },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	child.stdout!.setEncoding('utf8').on('data', (s: string) => {
		output += s;
	});
	child.stderr!.setEncoding('utf8').on('data', (s: string) => {
		output += s;
	});
	const outcome = new Promise<{ url?: string; code?: number | null }>((resolve) => {
		const timer = setTimeout(() => resolve({ code: -1 }), 60_000);
		child.stdout!.on('data', () => {
			const m = /"msg":"listening","url":"([^"]+)"/.exec(output);
			if (m) {
				clearTimeout(timer);
				resolve({ url: m[1] });
			}
		});
		child.once('exit', (code) => {
			clearTimeout(timer);
			resolve({ code });
		});
	});
	return { child, outcome, output: () => output };
}

type Ctx = { dir: string; g: FakeGateway };
const prod = suite<Ctx>('a production start and its providers', {} as Ctx);
prod.before.each(async (ctx) => {
	ctx.dir = mkdtempSync(join(tmpdir(), 'hc-prod-'));
	ctx.g = await fakeGateway();
});
prod.after.each(async (ctx) => {
	await ctx.g.close();
	rmSync(ctx.dir, { recursive: true, force: true });
});

prod('without an SMS provider it refuses to start, says why, and leaves the data dir alone', async ({ dir }) => {
	const server = start(dir, {});
	const result = await server.outcome;
	assert.is(result.code, 1, server.output());
	assert.match(server.output(), /Horse Club cannot start:\n- no SMS provider: set SMS_API_URL and SMS_API_KEY/);
	assert.equal(readdirSync(dir), [], 'nothing was written before the refusal');
	const demoPayments = start(dir, { PAYMENT_PROVIDER: 'demo', SMS_API_URL: 'https://sms.example', SMS_API_KEY: 'k' });
	assert.is((await demoPayments.outcome).code, 1);
	assert.match(demoPayments.output(), /PAYMENT_PROVIDER=demo takes no real money and runs only with DEMO=1/);
});

prod('every half-made provider setting is named at once', () => {
	const config = loadConfig({ PAYMENT_PROVIDER: 'http', SMS_API_URL: 'ftp://sms', PAYMENT_WEBHOOK_SECRET: 'short' });
	assert.equal(providerProblems(config), [
		'SMS_API_URL must be an http(s) URL',
		'SMS_API_KEY is required with SMS_API_URL',
		'PAYMENT_API_URL must be an http(s) URL',
		'PAYMENT_API_KEY is required with PAYMENT_PROVIDER=http',
		'PUBLIC_URL (where players come back to) is required with PAYMENT_PROVIDER=http',
		'PAYMENT_WEBHOOK_SECRET must be at least 16 characters',
	]);
	assert.match(providerProblems(loadConfig({ SMS_API_URL: 'https://s', SMS_API_KEY: 'k' })).join(), /no way to top up/);
	assert.equal(providerProblems(loadConfig({ DEMO: '1' })), [], 'demo mode needs nothing');
	assert.throws(() => loadConfig({ BANK_NAME: 'Only a name' }), /BANK_NAME, BANK_ACCOUNT_NAME and BANK_ACCOUNT_NUMBER/);
	assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' }), /PAYMENT_PROVIDER must be demo or http/);
});

prod(
	'with a gateway and a bank account it starts, texts codes through the gateway and offers bank transfer',
	async ({ dir, g }) => {
		const server = start(dir, {
			SMS_API_URL: `${g.url}/sms`,
			SMS_API_KEY: 'sms-key',
			BANK_NAME: 'Harbour Bank',
			BANK_ACCOUNT_NAME: 'Horse Club Ltd',
			BANK_ACCOUNT_NUMBER: '111-222333-444',
		});
		try {
			const { url } = await server.outcome;
			assert.ok(url, server.output());
			const applied = /"msg":"migrations applied","migrations":\[([^\]]*)\]/.exec(server.output());
			assert.ok(applied && applied[1]!.split(',').length > 10, 'the first start did not log the migrations it applied');
			const post = async (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) => {
				const res = await fetch(url + path, {
					method: 'POST',
					headers: {
						'content-type': 'application/json',
						...(token ? { authorization: `Bearer ${token}` } : {}),
						...headers,
					},
					body: JSON.stringify(body),
				});
				return (await res.json()) as { status: number; message: string; data: Record<string, unknown> };
			};
			const phone = '+85262220001';
			const sent = await post('/api/user/send_code', { phone });
			assert.is(sent.status, 200, sent.message);
			const text: string = g.received.at(-1)!.body.text;
			assert.not.ok(server.output().includes(text.match(/\d{6}/)![0]), 'the code is not in the server log');
			const reg = await post('/api/user/register', {
				...sent.data,
				phone,
				code: /\d{6}/.exec(text)![0],
				user_name: 'prod_player',
				password: 'correct horse 1',
				device_id: 'prod-test',
			});
			assert.is(reg.status, 200, reg.message);
			const token = reg.data.access_token as string;
			const card = await post('/api/wallet/topup', { amount: 20, method: 'card' }, token, {
				'Idempotency-Key': 'prod-key-1',
			});
			assert.equal(
				[card.status, card.message],
				[400, 'Card and e-wallet top-ups are not available; please choose bank transfer'],
			);
			const bank = await post('/api/wallet/topup', { amount: 20, method: 'bank_transfer' }, token, {
				'Idempotency-Key': 'prod-key-2',
			});
			assert.is((bank.data.pay_to as { account_number: string }).account_number, '111-222333-444');
		} finally {
			if (server.child.exitCode === null) {
				const exited = new Promise((done) => server.child.once('exit', done));
				server.child.kill('SIGTERM');
				await exited;
			}
		}
	},
);

prod.run();
