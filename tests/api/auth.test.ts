import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from './support/harness.ts';
import { registerPlayer } from './support/players.ts';

const auth = suite<{ h: Harness }>('player accounts and sessions', {} as { h: Harness });
auth.before(async (ctx) => {
	ctx.h = await harness();
});
auth.after(async (ctx) => {
	assert.ok((await ctx.h.audit()).ok, 'ledger audit holds');
	await ctx.h.close();
});

auth('a player asks for a code, registers with it and is signed in', async ({ h }) => {
	const sent = await h.call('POST', '/api/user/send_code', { body: { phone: '+85291110000' } });
	assert.is(sent.status, 200);
	assert.type(sent.body.data.verification_id, 'string');
	assert.type(sent.body.data.timestamp, 'number');
	const code = h.codes.at(-1)!;
	assert.is(code.phone, '+85291110000');
	assert.match(code.code, /^\d{6}$/);
	const reply = await h.call('POST', '/api/user/register', {
		body: {
			user_name: 'ada_1',
			password: 'long enough pw',
			phone: '+85291110000',
			code: code.code,
			device_id: 'd',
			...sent.body.data,
		},
	});
	assert.is(reply.status, 200);
	assert.is(reply.body.status, 200);
	for (const f of ['access_token', 'refresh_token', 'user_name', 'user_id'])
		assert.ok(reply.body.data[f], `register replies ${f}`);
	const again = await h.call('POST', '/api/user/register', {
		body: {
			user_name: 'ada_2',
			password: 'long enough pw',
			phone: '+85291110000',
			code: code.code,
			device_id: 'd',
			...sent.body.data,
		},
	});
	assert.is(again.status, 400, 'a code works once');
});

auth('a wrong code is refused and after five wrong tries even the right one is', async ({ h }) => {
	const sent = await h.call('POST', '/api/user/send_code', { body: { phone: '+85291110001' } });
	const right = h.codes.at(-1)!.code;
	const wrong = right === '000000' ? '111111' : '000000';
	const base = {
		user_name: 'bob_1',
		password: 'long enough pw',
		phone: '+85291110001',
		device_id: 'd',
		...sent.body.data,
	};
	for (let i = 0; i < 5; i++) {
		const r = await h.call('POST', '/api/user/register', { body: { ...base, code: wrong } });
		assert.is(r.status, 400);
		assert.not.match(r.body.message, wrong, 'never echoes the input');
	}
	const late = await h.call('POST', '/api/user/register', { body: { ...base, code: right } });
	assert.is(late.status, 400);
});

auth('an expired code is refused', async ({ h }) => {
	const sent = await h.call('POST', '/api/user/send_code', { body: { phone: '+85291110002' } });
	h.clock.advance(11 * 60_000);
	const r = await h.call('POST', '/api/user/register', {
		body: {
			user_name: 'cat_1',
			password: 'long enough pw',
			phone: '+85291110002',
			code: h.codes.at(-1)!.code,
			device_id: 'd',
			...sent.body.data,
		},
	});
	assert.is(r.status, 400);
	assert.match(r.body.message, /expired/);
});

auth('registration input is checked field by field', async ({ h }) => {
	const good = {
		user_name: 'dan_1',
		password: 'long enough pw',
		verification_id: crypto.randomUUID(),
		timestamp: 1,
		phone: '+85291110003',
		code: '123456',
		device_id: 'd',
	};
	const cases: [Record<string, unknown>, RegExp][] = [
		[{ user_name: 'a' }, /user_name/],
		[{ user_name: 'bad name!' }, /user_name/],
		[{ password: 'short' }, /password/],
		[{ password: 'x'.repeat(65) }, /password/],
		[{ phone: '12345' }, /phone/],
		[{ code: '12' }, /code/],
		[{ timestamp: 'soon' }, /timestamp/],
		[{ surprise: 1 }, /Unknown field: surprise/],
	];
	for (const [change, message] of cases) {
		const r = await h.call('POST', '/api/user/register', { body: { ...good, ...change } });
		assert.is(r.status, 400, JSON.stringify(change));
		assert.match(r.body.message, message);
	}
	const missing = await h.call('POST', '/api/user/register', { body: { ...good, device_id: undefined } });
	assert.match(missing.body.message, /device_id is required/);
	const notJson = await h.call('POST', '/api/user/register', { body: '{oops' });
	assert.is(notJson.status, 400);
});

auth('a player signs in; a wrong password or unknown name gets the same 401', async ({ h }) => {
	const p = await registerPlayer(h);
	const ok = await h.call('POST', '/api/user/signin', {
		body: { user_name: p.user_name, password: p.password, device_id: 'd2' },
	});
	assert.is(ok.status, 200);
	assert.is(ok.body.data.user_id, p.user_id);
	const wrong = await h.call('POST', '/api/user/signin', {
		body: { user_name: p.user_name, password: 'nope nope', device_id: 'd2' },
	});
	const unknown = await h.call('POST', '/api/user/signin', {
		body: { user_name: 'nobody_here', password: 'nope nope', device_id: 'd2' },
	});
	assert.is(wrong.status, 401);
	assert.is(wrong.body.status, 401);
	assert.is(wrong.body.message, unknown.body.message);
});

auth('uid and heartbeat need a valid token', async ({ h }) => {
	const p = await registerPlayer(h);
	assert.is((await h.call('GET', '/api/user/uid', { token: p.access_token })).body.data, p.user_id);
	assert.is((await h.call('POST', '/api/user/heartbeat', { token: p.access_token })).status, 200);
	assert.is((await h.call('GET', '/api/user/uid')).status, 401);
	assert.is((await h.call('GET', '/api/user/uid', { token: `${p.access_token}x` })).status, 401);
	h.clock.advance(11 * 60_000);
	assert.is((await h.call('GET', '/api/user/uid', { token: p.access_token })).status, 401, 'access tokens expire');
});

auth('a refresh token rotates; reusing an old one after the grace period ends the whole session', async ({ h }) => {
	const p = await registerPlayer(h);
	const first = await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: p.refresh_token } });
	assert.is(first.status, 200);
	assert.ok(first.body.data.access_token && first.body.data.refresh_token);
	h.clock.advance(31_000);
	const reused = await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: p.refresh_token } });
	assert.is(reused.status, 401);
	const next = await h.call('POST', '/api/user/refresh_token', {
		body: { refresh_token: first.body.data.refresh_token },
	});
	assert.is(next.status, 401, 'the newest token of the family is revoked too');
	assert.is(
		(await h.call('GET', '/api/user/uid', { token: first.body.data.access_token })).status,
		401,
		'and its access token',
	);
});

auth('logout revokes the session', async ({ h }) => {
	const p = await registerPlayer(h);
	assert.is((await h.call('POST', '/api/user/logout', { body: { refresh_token: p.refresh_token } })).status, 200);
	assert.is((await h.call('GET', '/api/user/uid', { token: p.access_token })).status, 401);
	assert.is(
		(await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: p.refresh_token } })).status,
		401,
	);
});

auth('changing the password ends other sessions but keeps this one', async ({ h }) => {
	const p = await registerPlayer(h);
	const other = await h.call('POST', '/api/user/signin', {
		body: { user_name: p.user_name, password: p.password, device_id: 'phone-2' },
	});
	const bad = await h.call('POST', '/api/user/change_password', {
		token: p.access_token,
		body: { old_password: 'wrong one', new_password: 'brand new pass' },
	});
	assert.is(bad.status, 400);
	const weak = await h.call('POST', '/api/user/change_password', {
		token: p.access_token,
		body: { old_password: p.password, new_password: 'short' },
	});
	assert.match(weak.body.message, /new_password/);
	const r = await h.call('POST', '/api/user/change_password', {
		token: p.access_token,
		body: { old_password: p.password, new_password: 'brand new pass' },
	});
	assert.is(r.status, 200);
	assert.is((await h.call('GET', '/api/user/uid', { token: p.access_token })).status, 200);
	assert.is((await h.call('GET', '/api/user/uid', { token: other.body.data.access_token })).status, 401);
	const signin = await h.call('POST', '/api/user/signin', {
		body: { user_name: p.user_name, password: 'brand new pass', device_id: 'd' },
	});
	assert.is(signin.status, 200);
});

auth.run();

// ---

const limits = suite<{ h: Harness }>('sign-in rate limit', {} as { h: Harness });
limits.before(async (ctx) => {
	ctx.h = await harness({ rateLimits: { signin: 3, register: 3, sendCode: 2, changePassword: 3, windowSeconds: 900 } });
});
limits.after(async (ctx) => ctx.h.close());

limits('too many sign-ins or code requests are turned away with 429 until the window passes', async ({ h }) => {
	const body = { user_name: 'someone', password: 'whatever1', device_id: 'd' };
	for (let i = 0; i < 3; i++) assert.is((await h.call('POST', '/api/user/signin', { body })).status, 401);
	assert.is((await h.call('POST', '/api/user/signin', { body })).status, 429);
	for (let i = 0; i < 2; i++)
		assert.is((await h.call('POST', '/api/user/send_code', { body: { phone: '+85291110009' } })).status, 200);
	assert.is((await h.call('POST', '/api/user/send_code', { body: { phone: '+85291110009' } })).status, 429);
	h.clock.advance(900_000);
	assert.is((await h.call('POST', '/api/user/signin', { body })).status, 401);
});

limits.run();
