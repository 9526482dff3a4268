import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPool } from '../../server/domain/hash-pool.ts';
import type { Harness, Reply } from './support/harness.ts';
import { type Player, registerPlayer } from './support/players.ts';
import { type SignInCtx as Ctx, floodServer, guess, signInFrom as signIn, signInServer } from './support/sign-ins.ts';

/** The player on a device never used before: straight in, or, when told to, with a code sent to their phone. */
async function playerSignsIn(h: Harness, p: Player, device: string, address: string): Promise<Reply> {
	const body = { user_name: p.user_name, password: p.password, device_id: device };
	const first = await signIn(h, body, address);
	if (first.status !== 429 || first.body.code !== 'signin_needs_code') return first;
	const sent = await h.call('POST', '/api/user/signin_code', {
		body: { user_name: p.user_name },
		headers: { 'x-forwarded-for': address },
	});
	assert.is(sent.status, 200, `no code was sent: ${sent.body.message}`);
	const code = h.codes.at(-1)!.code;
	return signIn(h, { ...body, ...sent.body.data, code }, address);
}

// the shipped defaults, with a trusted proxy so each test picks its addresses:
const defaults = { free: 10, maxSeconds: 300 };
const guessing = suite<Ctx>('guessing is stopped without locking the player out', {} as Ctx);
guessing.before(async (ctx) => {
	ctx.h = await signInServer({ signinDelay: defaults, signinPairDelay: { free: 5, maxSeconds: 600 } });
});
guessing.before.each(async (ctx) => {
	await ctx.h.db.query('DELETE FROM signin_failures');
	await ctx.h.db.query('DELETE FROM rate_limits');
	ctx.p = await registerPlayer(ctx.h);
});
guessing.after(async (ctx) => ctx.h.close());

guessing('a stranger guessing once a minute for hours never keeps the player out of a new device', async ({ h, p }) => {
	let refusedGuesses = 0;
	for (let minute = 0; minute < 180; minute++) {
		const r = await guess(h, p.user_name, '203.0.113.66');
		if (r.status === 429) refusedGuesses++;
		else assert.is(r.status, 401);
		if (minute % 12 === 5) {
			const own = await playerSignsIn(h, p, `new-phone-${minute}`, '198.51.100.20');
			assert.is(own.status, 200, `minute ${minute}: the player was kept out (${own.body.message})`);
		}
		h.clock.advance(60_000);
	}
	assert.ok(refusedGuesses > 100, `only ${refusedGuesses} of 180 slow guesses were refused`);
});

guessing(
	'a stranger guessing every ten seconds for five minutes: the player on a new device still gets in',
	async ({ h, p }) => {
		for (let tick = 0; tick < 30; tick++) {
			await guess(h, p.user_name, '203.0.113.67');
			h.clock.advance(10_000);
		}
		const own = await playerSignsIn(h, p, 'new-phone', '198.51.100.21');
		assert.is(own.status, 200, `the player was kept out: ${own.body.message}`);
	},
);

guessing(
	'guesses from a shared address cost the guesser, not the players behind it on new devices',
	async ({ h, p }) => {
		// a carrier's NAT: the guesser sprays names until the address's cap is full
		for (let i = 0; i < 20; i++) await guess(h, `nobody_${i}`, '100.64.9.9');
		const guesser = await guess(h, 'nobody_more', '100.64.9.9');
		assert.is(guesser.status, 429, 'the guesser goes on unchecked');
		const neighbours = [p, await registerPlayer(h)];
		for (const [i, player] of neighbours.entries()) {
			const r = await playerSignsIn(h, player, `their-new-phone-${i}`, '100.64.9.9');
			assert.is(r.status, 200, `a player behind the address was refused: ${r.body.message}`);
		}
	},
);

guessing('a fast guesser on one address is slowed to a crawl: a handful of tries an hour', async ({ h, p }) => {
	let tries = 0;
	const end = h.clock.now().getTime() + 3_600_000;
	while (h.clock.now().getTime() < end) {
		const r = await guess(h, p.user_name, '203.0.113.77');
		if (r.status === 401) tries++;
		else h.clock.advance(Math.max(1, Number(r.headers.get('retry-after'))) * 1000);
	}
	// unthrottled, one address could try thousands an hour (each answer takes well under a second):
	assert.ok(tries <= 20, `${tries} password checks in an hour`);
});

guessing('the player is told why and what to do, in their language', async ({ h, p }) => {
	for (let i = 0; i < 12; i++) await guess(h, p.user_name, `192.0.2.${i}`);
	const body = { user_name: p.user_name, password: p.password, device_id: 'new-phone' };
	const en = await signIn(h, body, '198.51.100.30');
	assert.is(en.status, 429);
	assert.is(en.body.code, 'signin_needs_code');
	assert.match(en.body.message, /Someone has been trying wrong passwords/);
	assert.ok(Number(en.headers.get('retry-after')) >= 1);
	const zh = await signIn(h, body, '198.51.100.30', { 'accept-language': 'zh-CN' });
	assert.match(zh.body.message, /验证码/);
});

guessing(
	'a wrong code is refused and counted, a right one signs in and the device is known after',
	async ({ h, p }) => {
		for (let i = 0; i < 12; i++) await guess(h, p.user_name, `192.0.2.${i}`);
		const sent = await h.call('POST', '/api/user/signin_code', { body: { user_name: p.user_name } });
		const body = { user_name: p.user_name, password: p.password, device_id: 'tablet', ...sent.body.data };
		const code = h.codes.at(-1)!.code;
		const wrong = await signIn(h, { ...body, code: code === '000000' ? '111111' : '000000' }, '198.51.100.31');
		assert.is(wrong.body.code, 'code_incorrect');
		assert.is((await signIn(h, { ...body, code }, '198.51.100.31')).status, 200);
		const again = await signIn(
			h,
			{ user_name: p.user_name, password: p.password, device_id: 'tablet' },
			'198.51.100.32',
		);
		assert.is(again.status, 200, 'the device a code let in was not known after');
	},
);

guessing('a code for a name that does not exist looks the same and sends nothing', async ({ h }) => {
	const before = h.codes.length;
	const r = await h.call('POST', '/api/user/signin_code', { body: { user_name: 'nobody_here_at_all' } });
	assert.is(r.status, 200);
	assert.ok(r.body.data.verification_id && r.body.data.timestamp);
	assert.is(h.codes.length, before);
});

guessing('codes per name are limited', async ({ h, p }) => {
	const ask = () => h.call('POST', '/api/user/signin_code', { body: { user_name: p.user_name } });
	for (let i = 0; i < 3; i++) assert.is((await ask()).status, 200);
	const over = await ask();
	assert.is(over.status, 429);
	assert.is(over.body.code, 'signin_code_limited');
});

guessing.run();

// ---

const flood = suite<Ctx>('the address cap holds under parallel load', {} as Ctx);
flood.before(floodServer({ threads: 2, queueLimit: 400 }));
flood.after(async (ctx) => ctx.h.close());

flood('300 parallel wrong sign-ins from one address cost at most the cap in hashes', async ({ h }) => {
	const pool = hashPool(h.deps.config.hashing);
	const before = pool.started;
	const replies = await Promise.all(
		Array.from({ length: 300 }, (_, i) => guess(h, `someone_${i}`, '203.0.113.99', `d${i}`)),
	);
	const statuses = replies.map((r) => r.status);
	assert.is(statuses.filter((s) => s === 401).length, 20, 'wrong answers beyond the cap');
	assert.is(statuses.filter((s) => s === 429).length, 280);
	// a decoy hash is made once per process for unknown names; it may fall in this test:
	assert.ok(pool.started - before <= 21, `${pool.started - before} hashes for a cap of 20`);
});

flood('a player on a known device gets in from the flooded address', async ({ h, p }) => {
	const own = await signIn(
		h,
		{ user_name: p.user_name, password: p.password, device_id: 'test-device' },
		'203.0.113.99',
	);
	assert.is(own.status, 200);
});

flood.run();
