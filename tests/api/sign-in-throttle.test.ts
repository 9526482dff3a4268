import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from './support/harness.ts';
import { type Player, registerPlayer } from './support/players.ts';
import { signInFrom, signInServer } from './support/sign-ins.ts';

type Ctx = { h: Harness; p: Player };

/** A sign-in from `address` (through one trusted proxy) on `device`. */
const signIn = (h: Harness, name: string, password: string, device: string, address: string) =>
	signInFrom(h, { user_name: name, password, device_id: device }, address);

const throttle = suite<Ctx>('sign-in throttle: guessing is slowed, the player still gets in', {} as Ctx);
throttle.before(async (ctx) => {
	ctx.h = await signInServer({
		rateLimits: { signin: 8, register: 1000, sendCode: 1000, changePassword: 3, windowSeconds: 900 },
		signinDelay: { free: 5, maxSeconds: 60 },
	});
});
throttle.before.each(async (ctx) => {
	// a fresh player (signed up on 'test-device'), and a clean slate of counters:
	await ctx.h.db.query('DELETE FROM signin_failures');
	ctx.p = await registerPlayer(ctx.h);
});
throttle.after(async (ctx) => ctx.h.close());

throttle('correct sign-ins are never counted, however many', async ({ h, p }) => {
	for (let i = 0; i < 12; i++) {
		const r = await signIn(h, p.user_name, p.password, `phone-${i}`, '10.0.0.1');
		assert.is(r.status, 200, `sign-in ${i + 1} was refused`);
	}
});

throttle('ten wrong tries by a stranger do not keep the player out of their own device at all', async ({ h, p }) => {
	await strangerGuesses(h, p.user_name);
	const own = await signIn(h, p.user_name, p.password, 'test-device', '10.0.0.2');
	assert.is(own.status, 200, 'the player was locked out of their own device');
});

/** Ten wrong passwords on a name, each sent as soon as the server allows. */
async function strangerGuesses(h: Harness, name: string, tries = 10) {
	for (let i = 0; i < tries; i++) {
		let r = await signIn(h, name, 'guess guess', 'stranger', `192.0.2.${i}`);
		if (r.status === 429) {
			h.clock.advance(Number(r.headers.get('retry-after')) * 1000);
			r = await signIn(h, name, 'guess guess', 'stranger', `192.0.2.${i}`);
		}
		assert.is(r.status, 401);
	}
}

throttle('on a new device the player waits at most a short, stated delay after a stranger', async ({ h, p }) => {
	await strangerGuesses(h, p.user_name);
	const early = await signIn(h, p.user_name, p.password, 'new-phone', '10.0.0.3');
	assert.is(early.status, 429);
	// told what happened and what to do (a code to the phone gets in at once: sign-in-guessing.test.ts)
	assert.is(early.body.code, 'signin_needs_code');
	assert.match(early.body.message, /send a code to your phone/);
	const wait = Number(early.headers.get('retry-after'));
	assert.ok(wait >= 1 && wait <= 32, `Retry-After ${wait} is no short delay`);
	h.clock.advance(wait * 1000);
	const later = await signIn(h, p.user_name, p.password, 'new-phone', '10.0.0.3');
	assert.is(later.status, 200, 'the player did not get in after the stated wait');
});

throttle('delays grow with each failure on a name and are capped', async ({ h, p }) => {
	const waits: number[] = [];
	for (let i = 0; i < 14; i++) {
		let r = await signIn(h, p.user_name, 'guess guess', 'stranger', `198.51.100.${i}`);
		if (r.status === 429) {
			const wait = Number(r.headers.get('retry-after'));
			waits.push(wait);
			h.clock.advance(wait * 1000);
			r = await signIn(h, p.user_name, 'guess guess', 'stranger', `198.51.100.${i}`);
		}
		assert.is(r.status, 401);
	}
	assert.equal(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60], 'the delays after five free failures');
});

throttle('a burst of parallel guesses gets no more than the free tries', async ({ h, p }) => {
	const burst = await Promise.all(
		Array.from({ length: 12 }, (_, i) => signIn(h, p.user_name, `guess ${i}`, 'stranger', `203.0.113.${i}`)),
	);
	const statuses = burst.map((r) => r.status);
	assert.is(statuses.filter((s) => s === 401).length, 5, `statuses ${statuses}`);
	assert.is(statuses.filter((s) => s === 429).length, 7);
});

throttle('one address guessing many names is capped, and other addresses are not', async ({ h, p }) => {
	for (let i = 0; i < 8; i++) {
		const r = await signIn(h, `nobody_${i}`, 'guess guess', 'sprayer', '198.18.0.1');
		assert.is(r.status, 401);
	}
	const capped = await signIn(h, 'nobody_x', 'guess guess', 'sprayer', '198.18.0.1');
	assert.is(capped.status, 429, 'the ninth failure from one address was not stopped');
	assert.ok(Number(capped.headers.get('retry-after')) > 60, 'an address cap lasts the window');
	assert.is((await signIn(h, p.user_name, p.password, 'elsewhere', '198.18.0.2')).status, 200);
	// on the capped address, a player's known device still gets in:
	assert.is((await signIn(h, p.user_name, p.password, 'test-device', '198.18.0.1')).status, 200);
	h.clock.advance(900_000);
	assert.is((await signIn(h, 'nobody_y', 'guess guess', 'sprayer', '198.18.0.1')).status, 401, 'the cap ends');
});

throttle('a crowd behind one carrier address signing in at the same moment is not refused', async ({ h, p }) => {
	const crowd = [p];
	while (crowd.length < 12) crowd.push(await registerPlayer(h));
	const replies = await Promise.all(
		crowd.map((player) => signIn(h, player.user_name, player.password, 'new-phone', '100.64.0.1')),
	);
	assert.equal(
		replies.map((r) => r.status),
		crowd.map(() => 200),
		'sign-ins still in flight were counted against the address',
	);
});

throttle('a correct sign-in takes back the count its attempt made', async ({ h, p }) => {
	for (let i = 0; i < 4; i++) await signIn(h, p.user_name, 'guess guess', 'stranger', '192.0.2.77');
	const { rows } = await h.db.query<{ failures: number }>(
		"SELECT failures FROM signin_failures WHERE bucket = 'name:' || lower($1)",
		[p.user_name],
	);
	assert.equal(
		rows.map((r) => r.failures),
		[4],
	);
	assert.is((await signIn(h, p.user_name, p.password, 'phone-x', '192.0.2.78')).status, 200);
	const after = await h.db.query<{ failures: number }>(
		"SELECT failures FROM signin_failures WHERE bucket = 'name:' || lower($1)",
		[p.user_name],
	);
	assert.equal(
		after.rows.map((r) => r.failures),
		[4],
		'a correct sign-in left a count behind',
	);
});

throttle('changing the password is limited per player, right or wrong', async ({ h, p }) => {
	const change = (token: string, old_password: string) =>
		h.call('POST', '/api/user/change_password', { token, body: { old_password, new_password: 'another pass 1' } });
	for (let i = 0; i < 3; i++) assert.is((await change(p.access_token, 'wrong wrong')).status, 400);
	assert.is((await change(p.access_token, p.password)).status, 429);
	h.clock.advance(900_000);
	const again = await signIn(h, p.user_name, p.password, 'test-device', '10.0.0.9');
	assert.is((await change(again.body.data.access_token, p.password)).status, 200);
});

throttle.run();

// ---

const proxies = suite<{ h: Harness }>('caller addresses behind proxies', {} as { h: Harness });
proxies.before(async (ctx) => {
	ctx.h = await harness({
		rateLimits: { signin: 2, register: 1000, sendCode: 1000, changePassword: 9, windowSeconds: 900 },
	});
});
proxies.after(async (ctx) => ctx.h.close());

const fromSocket = (h: Harness, socket: string, forwarded?: string) =>
	h.app.request(
		'/api/user/signin',
		{
			method: 'POST',
			headers: { 'content-type': 'application/json', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
			body: JSON.stringify({ user_name: 'nobody_at_all', password: 'guess guess', device_id: 'x' }),
		},
		{ incoming: { socket: { remoteAddress: socket } } },
	);

proxies('without TRUST_PROXY a forged X-Forwarded-For changes nothing: the socket address counts', async ({ h }) => {
	assert.is((await fromSocket(h, '10.1.1.1', '1.1.1.1')).status, 401);
	assert.is((await fromSocket(h, '10.1.1.1', '2.2.2.2')).status, 401);
	assert.is((await fromSocket(h, '10.1.1.1', '3.3.3.3')).status, 429);
	assert.is((await fromSocket(h, '10.1.1.2', '3.3.3.3')).status, 401, 'another socket address is apart');
});

proxies(
	'with TRUST_PROXY=1 each player behind the proxy counts apart, by the address the proxy appended',
	async ({ h }) => {
		h.deps.config.trustProxy = 1;
		try {
			for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
				assert.is((await fromSocket(h, '10.9.9.9', `6.6.6.6, ${client}`)).status, 401, client);
			// a client cannot pick its bucket by writing to the left of what the proxy appended:
			await fromSocket(h, '10.9.9.9', '7.7.7.7, 198.51.100.1');
			assert.is((await fromSocket(h, '10.9.9.9', '8.8.8.8, 198.51.100.1')).status, 429);
		} finally {
			h.deps.config.trustProxy = 0;
		}
	},
);

proxies.run();

// ---

const busy = suite<{ h: Harness; p: Player }>('a full hashing queue', {} as { h: Harness; p: Player });
busy.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	ctx.h.deps.config.hashing = { threads: 1, queueLimit: 1 };
});
busy.after(async (ctx) => ctx.h.close());

busy(
	'sign-ins beyond the queue are told to come back (503 with Retry-After), and that is no failure',
	async ({ h, p }) => {
		const replies = await Promise.all(
			Array.from({ length: 6 }, () =>
				h.call('POST', '/api/user/signin', { body: { user_name: p.user_name, password: p.password, device_id: 'd' } }),
			),
		);
		const refused = replies.filter((r) => r.status === 503);
		assert.ok(refused.length > 0, `no 503 among ${replies.map((r) => r.status)}`);
		assert.ok(
			replies.some((r) => r.status === 200),
			'nobody got in',
		);
		for (const r of refused) {
			assert.is(r.body.message, 'The server is busy, please try again in a moment.');
			assert.ok(Number(r.headers.get('retry-after')) >= 1, 'no Retry-After');
		}
		const { rows } = await h.db.query<{ failures: number }>('SELECT failures FROM signin_failures');
		assert.ok(
			rows.every((r) => r.failures === 0),
			'a refused-for-load sign-in was counted as a failure',
		);
	},
);

busy.run();
