// The office's password step under attack: the player's throttle (per name and address, per name, per address)
// and the player's hashing queue, shared; wrong passwords are in the staff audit.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPool } from '../../../server/domain/hash-pool.ts';
import { createStaff } from '../../../server/domain/staff/accounts.ts';
import type { Harness, Reply } from '../support/harness.ts';
import { type Player, registerPlayer } from '../support/players.ts';
import { signInFrom, signInServer } from '../support/sign-ins.ts';

type Ctx = { h: Harness; p: Player };
const PASSWORD = 'staff pass 123';
const staffSignIn = (h: Harness, user_name: string, password: string, address: string) =>
	h.call('POST', '/api/staff/session/signin', {
		body: { user_name, password },
		headers: { 'x-office': '1', 'x-forwarded-for': address },
	});

const throttle = suite<Ctx>('office sign-in throttle: guessing at a staff name is slowed as at a player', {} as Ctx);
throttle.before(async (ctx) => {
	ctx.h = await signInServer({
		rateLimits: { signin: 6, register: 1000, sendCode: 1000, changePassword: 3, windowSeconds: 900 },
		signinDelay: { free: 5, maxSeconds: 60 },
		signinPairDelay: { free: 3, maxSeconds: 60 },
	});
	ctx.p = await registerPlayer(ctx.h);
	await createStaff(ctx.h.deps, 'cashier_kim', PASSWORD, ['cashier']);
});
throttle.before.each(async ({ h }) => {
	await h.db.query('DELETE FROM signin_failures');
	h.clock.advance(3_600_000);
});
throttle.after(async ({ h }) => h.close());

/** The office's sign-in refusals written since `from`: name, address, reason and detail. */
async function refusals(h: Harness, from: number) {
	const { rows } = await h.db.query<{ id: number; actor: string; target: string; reason: string; detail: string }>(
		"SELECT id, actor, target, reason, detail FROM staff_audit WHERE action = 'staff.password' AND outcome = 'refused' AND id > $1 ORDER BY id",
		[from],
	);
	return rows.map((r) => [r.actor, r.target, r.reason, r.detail ? JSON.parse(r.detail) : null]);
}
const lastId = async (h: Harness) =>
	Number((await h.db.query<{ n: number }>('SELECT coalesce(max(id), 0) AS n FROM staff_audit')).rows[0]!.n);

throttle('one address guessing a name is told to wait; each guess and the throttle are audited', async ({ h }) => {
	const from = await lastId(h);
	for (let i = 0; i < 3; i++) assert.is((await staffSignIn(h, 'cashier_kim', 'guess guess', '192.0.2.1')).status, 401);
	const slowed = await staffSignIn(h, 'cashier_kim', 'guess guess', '192.0.2.1');
	assert.is(slowed.status, 429);
	assert.is(slowed.body.code, 'rate_limited');
	const wait = Number(slowed.headers.get('retry-after'));
	assert.ok(wait >= 1);
	// the flood goes on: the throttle is written once for the name, address and reason, not once a try
	for (let i = 0; i < 4; i++) assert.is((await staffSignIn(h, 'cashier_kim', 'guess', '192.0.2.1')).status, 429);
	assert.equal(await refusals(h, from), [
		...Array(3).fill(['cashier_kim', '192.0.2.1', 'wrong_credentials', null]),
		['cashier_kim', '192.0.2.1', 'rate_limited', { retry_after: wait }],
	]);
	const own = await staffSignIn(h, 'cashier_kim', PASSWORD, '10.1.0.1');
	assert.is(own.status, 200, 'the staff member at their own desk is not slowed by it');
	const { rows } = await h.db.query<{ n: number }>(
		`SELECT count(*)::int AS n FROM staff_audit WHERE concat_ws(' ', actor, action, target, reason, detail) LIKE '%guess%'
			OR concat_ws(' ', actor, action, target, reason, detail) LIKE '%' || $1 || '%'`,
		[PASSWORD],
	);
	assert.is(rows[0]!.n, 0, 'no password tried is stored');
});

throttle("a disabled account's own password is refused as any wrong one, and audited as disabled", async ({ h }) => {
	await createStaff(h.deps, 'gone_gus', PASSWORD, ['trader']);
	await h.db.query("UPDATE staff SET disabled_at = $1 WHERE user_name = 'gone_gus'", [h.clock.now()]);
	const from = await lastId(h);
	const r = await staffSignIn(h, 'gone_gus', PASSWORD, '192.0.2.7');
	assert.is(r.status, 401);
	assert.is(r.body.code, 'wrong_credentials', 'the caller learns nothing about the account');
	assert.equal(await refusals(h, from), [['gone_gus', '192.0.2.7', 'account_disabled', null]]);
});

throttle('a name guessed from many addresses is slowed, and told to wait (staff have no phone code)', async ({ h }) => {
	for (let i = 0; i < 5; i++)
		assert.is((await staffSignIn(h, 'cashier_kim', 'guess guess', `198.51.100.${i}`)).status, 401);
	const slowed = await staffSignIn(h, 'CASHIER_KIM', PASSWORD, '10.1.0.2');
	assert.is(slowed.status, 429);
	assert.is(slowed.body.code, 'rate_limited');
	h.clock.advance(Number(slowed.headers.get('retry-after')) * 1000);
	assert.is((await staffSignIn(h, 'cashier_kim', PASSWORD, '10.1.0.2')).status, 200, 'in after the stated wait');
});

throttle("an address's cap counts the office's and the player's failures together", async ({ h, p }) => {
	for (let i = 0; i < 6; i++) {
		const r = await staffSignIn(h, `nobody_${i}`, 'guess guess', '192.0.2.9');
		assert.is(r.status, 401, `guess ${i}`);
	}
	const from = await lastId(h);
	const office = await staffSignIn(h, 'cashier_kim', PASSWORD, '192.0.2.9');
	assert.is(office.status, 429, 'the address is capped in the office');
	const retry = Number(office.headers.get('retry-after'));
	assert.equal(await refusals(h, from), [['cashier_kim', '192.0.2.9', office.body.code, { retry_after: retry }]]);
	const player = await signInFrom(
		h,
		{ user_name: p.user_name, password: 'guess guess', device_id: 'stranger' },
		'192.0.2.9',
	);
	assert.is(player.status, 429, "and on the player's sign-in");
	assert.is((await staffSignIn(h, 'cashier_kim', PASSWORD, '10.1.0.3')).status, 200, 'elsewhere, no cap');
});

throttle.run();

const flood = suite<Ctx>('a flood of office guesses shares the hashing queue with players, fairly', {} as Ctx);
flood.before(async (ctx) => {
	ctx.h = await signInServer({ hashing: { threads: 1, queueLimit: 30 } });
	ctx.p = await registerPlayer(ctx.h);
});
flood.after(async ({ h }) => h.close());

flood('a player on a new device gets in while 20 addresses guess at staff names', async ({ h, p }) => {
	const pool = hashPool(h.deps.config.hashing);
	const startedBefore = pool.started;
	let finished = false;
	const replies = Promise.all(
		Array.from({ length: 60 }, (_, i) => staffSignIn(h, `admin_${i % 7}`, 'guess guess', `198.18.2.${i % 20}`)),
	).finally(() => {
		finished = true;
	});
	while (pool.queued < 15 && !finished) await new Promise((resolve) => setImmediate(resolve));
	assert.not.ok(finished, 'the office flood never reached the shared queue');
	const mine: Reply = await signInFrom(
		h,
		{ user_name: p.user_name, password: p.password, device_id: 'new-phone' },
		'203.0.113.60',
	);
	assert.is(mine.status, 200, `the player was refused: ${mine.status} ${mine.body.message}`);
	const statuses = (await replies).map((r) => r.status);
	assert.ok(
		statuses.every((s) => s === 401 || s === 429 || s === 503),
		`flood replies ${[...new Set(statuses)]}`,
	);
	assert.ok(
		statuses.some((s) => s === 429 || s === 503),
		'the shared cap refused some of the flood',
	);
	assert.ok(pool.started - startedBefore < 60, 'not every guess was hashed');
});

flood.run();
