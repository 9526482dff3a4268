import { createHmac } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from './support/harness.ts';
import { type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; p: Player };
const refresh = (h: Harness, token: string) =>
	h.call('POST', '/api/user/refresh_token', { body: { refresh_token: token } });
const uid = (h: Harness, token: string) => h.call('GET', '/api/user/uid', { token });

const grace = suite<Ctx>('one session across tabs: the refresh grace period', {} as Ctx);
grace.before(async (ctx) => {
	ctx.h = await harness({ refreshGraceSeconds: 30 });
});
grace.before.each(async (ctx) => {
	ctx.p = await registerPlayer(ctx.h);
});
grace.after(async (ctx) => ctx.h.close());

grace('a second tab presenting the just-rotated token gets the very same successor pair', async ({ h, p }) => {
	const first = await refresh(h, p.refresh_token);
	assert.is(first.status, 200);
	h.clock.advance(5_000);
	const second = await refresh(h, p.refresh_token);
	assert.is(second.status, 200, 'the second tab was signed out');
	assert.equal(second.body.data, first.body.data, 'a different pair: the tabs would fork the family');
	assert.is((await uid(h, first.body.data.access_token)).status, 200);
	const next = await refresh(h, first.body.data.refresh_token);
	assert.is(next.status, 200, 'the shared successor still rotates');
});

grace('tabs refreshing at the same moment all get one pair and stay signed in', async ({ h, p }) => {
	const replies = await Promise.all([1, 2, 3].map(() => refresh(h, p.refresh_token)));
	assert.equal(
		replies.map((r) => r.status),
		[200, 200, 200],
	);
	const pairs = new Set(replies.map((r) => JSON.stringify(r.body.data)));
	assert.is(pairs.size, 1, 'concurrent refreshes got different pairs');
	assert.is((await uid(h, replies[0]!.body.data.access_token)).status, 200);
});

grace('a reuse after the grace period still revokes the whole family', async ({ h, p }) => {
	const first = await refresh(h, p.refresh_token);
	h.clock.advance(31_000);
	assert.is((await refresh(h, p.refresh_token)).status, 401);
	assert.is((await refresh(h, first.body.data.refresh_token)).status, 401, 'the successor survived the reuse');
	assert.is((await uid(h, first.body.data.access_token)).status, 401, 'its access token survived');
});

grace(
	'an older token, or one whose successor was already used, revokes the family even within grace',
	async ({ h, p }) => {
		const first = await refresh(h, p.refresh_token);
		const second = await refresh(h, first.body.data.refresh_token);
		assert.is(second.status, 200);
		assert.is((await refresh(h, p.refresh_token)).status, 401, 'a grandparent token was accepted');
		assert.is((await uid(h, second.body.data.access_token)).status, 401, 'the family was not revoked');
	},
);

grace('a stolen token replayed after the player logged out gets nothing', async ({ h, p }) => {
	const first = await refresh(h, p.refresh_token);
	await h.call('POST', '/api/user/logout', { body: { refresh_token: first.body.data.refresh_token } });
	assert.is((await refresh(h, p.refresh_token)).status, 401);
});

grace.run();

// ---

const jwt = suite<Ctx>('access tokens: HMAC-signed, checked strictly', {} as Ctx);
jwt.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
});
jwt.after(async (ctx) => ctx.h.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

jwt('the bearer scheme is case-insensitive', async ({ h, p }) => {
	for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
		const r = await h.call('GET', '/api/user/uid', { headers: { authorization: `${scheme} ${p.access_token}` } });
		assert.is(r.status, 200, `${scheme} was refused`);
	}
	const basic = await h.call('GET', '/api/user/uid', { headers: { authorization: `Basic ${p.access_token}` } });
	assert.is(basic.status, 401);
});

jwt('a token is an HS256 JWT with the player and session, valid for the configured time', async ({ h, p }) => {
	const [header, payload] = p.access_token
		.split('.')
		.slice(0, 2)
		.map((s) => JSON.parse(Buffer.from(s, 'base64url').toString()));
	assert.equal(header, { alg: 'HS256' });
	assert.is(payload.sub, String(p.user_id));
	assert.is(payload.exp - payload.iat, h.deps.config.accessTokenSeconds);
	assert.type(payload.sid, 'string');
});

jwt('forged, unsigned and re-signed-with-another-key tokens are refused', async ({ h, p }) => {
	const [header, payload, signature] = p.access_token.split('.') as [string, string, string];
	const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
	const other = b64({ ...claims, sub: '999999' });
	const none = `${b64({ alg: 'none' })}.${payload}.`;
	const otherKey = createHmac('sha256', 'not the key').update(`${header}.${payload}`).digest('base64url');
	const signedNone = `${b64({ alg: 'none' })}.${payload}.${signature}`;
	for (const token of [`${header}.${other}.${signature}`, none, `${header}.${payload}.${otherKey}`, signedNone, 'a.b'])
		assert.is((await uid(h, token)).status, 401, token);
	const key = h.deps.secrets.jwtKey;
	const resigned = (body: string) => `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
	assert.is((await uid(h, resigned(`${header}.${payload}`))).status, 200, 'the real key should sign a valid token');
	const expired = b64({ ...claims, exp: claims.iat - 1 });
	assert.is((await uid(h, resigned(`${header}.${expired}`))).status, 401, 'an expired token was accepted');
});

jwt.run();
