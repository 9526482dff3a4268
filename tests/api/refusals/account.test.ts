import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { harness } from '../support/harness.ts';
import { key, registerPlayer } from '../support/players.ts';
import { type Ctx, check } from './support.ts';

const refusals = suite<Ctx>('refusals of accounts and requests: a stable code and the player language', {} as Ctx);
refusals.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
});
refusals.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

refusals('account refusals: password, user name, a field, a session', async (ctx) => {
	await check(ctx, 'wrong password', {
		status: 401,
		code: 'wrong_credentials',
		en: 'Incorrect user name or password',
		zh: '用户名或密码错误',
		ask: (h, headers, c) =>
			h.call('POST', '/api/user/signin', {
				headers,
				body: { user_name: c.ann.user_name, password: 'not the password', device_id: 'd' },
			}),
	});
	const phone = '+85298887777';
	const sent = await ctx.h.call('POST', '/api/user/send_code', { body: { phone } });
	const code = ctx.h.codes.filter((x) => x.phone === phone).at(-1)!.code;
	const registration = { ...sent.body.data, phone, code, password: 'long enough 1', device_id: 'd' };
	await check(ctx, 'a user name already taken', {
		status: 400,
		code: 'user_name_taken',
		en: 'This user name is already taken',
		zh: '该用户名已被使用',
		ask: (h, headers, c) =>
			h.call('POST', '/api/user/register', { headers, body: { ...registration, user_name: c.ann.user_name } }),
	});
	await check(ctx, 'a user name of the wrong shape', {
		status: 400,
		code: 'field_user_name',
		en: 'user_name must be 3-20 letters, digits or _',
		zh: '用户名须为 3-20 位字母、数字或下划线',
		ask: (h, headers) => h.call('POST', '/api/user/register', { headers, body: { ...registration, user_name: 'a!' } }),
	});
	await check(ctx, 'no session', {
		status: 401,
		code: 'session_expired',
		en: 'Login has expired, please log in again.',
		zh: '登录已过期，请重新登录。',
		ask: (h, headers) => h.call('GET', '/api/user/balance', { headers }),
	});
});

refusals('an Idempotency-Key reused with another request is refused, in either language', async (ctx) => {
	const k = key();
	const first = await ctx.h.call('POST', '/api/wallet/topup', {
		token: ctx.ann.access_token,
		headers: { 'Idempotency-Key': k },
		body: { amount: 20, method: 'card' },
	});
	assert.is(first.status, 200);
	await check(ctx, 'idempotency key reused', {
		status: 422,
		code: 'idempotency_key_reused',
		en: 'This Idempotency-Key was already used with a different request',
		zh: '此 Idempotency-Key 已用于另一个不同的请求',
		ask: (h, headers, c) =>
			h.call('POST', '/api/wallet/topup', {
				token: c.ann.access_token,
				headers: { ...headers, 'Idempotency-Key': k },
				body: { amount: 30, method: 'card' },
			}),
	});
});

refusals.run();

// ---

const limited = suite<Ctx>('refusals: rate limits', {} as Ctx);
limited.before(async (ctx) => {
	ctx.h = await harness({ rateLimits: { signin: 1, register: 1, sendCode: 1, changePassword: 1, windowSeconds: 900 } });
});
limited.after(async (ctx) => ctx.h.close());

limited('too many attempts: 429 with its code, in the player language', async (ctx) => {
	// (a sign-in past its address's cap is asked for a code instead: tests/api/sign-in-guessing.test.ts)
	const body = { phone: '+85262220009' };
	assert.is((await ctx.h.call('POST', '/api/user/send_code', { body })).status, 200, 'the first code is sent');
	await check(ctx, 'rate limited', {
		status: 429,
		code: 'rate_limited',
		en: 'Too many attempts, please try again later.',
		zh: '尝试次数过多，请稍后再试。',
		ask: (h, headers) => h.call('POST', '/api/user/send_code', { headers, body }),
	});
});

limited.run();
