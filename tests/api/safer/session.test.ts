import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../../server/operator/commands.ts';
import { betBody, makeRace, place } from '../racing/support.ts';
import { type Harness, harness } from '../support/harness.ts';
import { CARD, fund, key, registerPlayer } from '../support/players.ts';
import { setLimit, signIn } from './support.ts';

type Ctx = { h: Harness };
const session = suite<Ctx>('safer: devices, reality check, activity, operator report', {} as Ctx);
session.before(async (ctx) => {
	ctx.h = await harness();
});
session.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const ANDROID_CHROME =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

session('each device is named by the browser and system it signed in with, never by a bare id', async ({ h }) => {
	const player = await registerPlayer(h);
	const signInWith = (device: string, agent?: string) =>
		h.call('POST', '/api/user/signin', {
			headers: agent ? { 'user-agent': agent } : {},
			body: { user_name: player.user_name, password: player.password, device_id: device },
		});
	assert.is((await signInWith('phone-1', ANDROID_CHROME)).status, 200);
	h.clock.advance(1000);
	assert.is((await signInWith('phone-2', IPHONE_SAFARI)).status, 200);
	h.clock.advance(1000);
	const last = await signInWith('no-agent');
	const list = (await h.call('GET', '/api/safer/devices', { token: last.body.data.access_token })).body.data.list;
	const named = Object.fromEntries(
		list.map((d: { device_id: string; browser: string | null; os: string | null }) => [d.device_id, [d.browser, d.os]]),
	);
	assert.equal(named['phone-1'], ['Chrome', 'Android']);
	assert.equal(named['phone-2'], ['Safari', 'iOS']);
	assert.equal(named['no-agent'], [null, null], 'a device with no User-Agent is not given a made-up name');
});

session('a player sees each signed-in device and signs one out; its tokens stop working', async ({ h }) => {
	const phone = await registerPlayer(h);
	const laptop = { ...phone };
	h.clock.advance(60_000);
	await signIn(h, laptop, 'laptop');
	const list = (await h.call('GET', '/api/safer/devices', { token: laptop.access_token })).body.data.list;
	assert.equal(
		list.map((d: { device_id: string; current: boolean }) => [d.device_id, d.current]),
		[
			['laptop', true],
			['test-device', false],
		],
	);
	const other = list[1].session_id;
	const r = await h.call('POST', '/api/safer/devices/revoke', {
		token: laptop.access_token,
		body: { session_id: other },
	});
	assert.equal(r.body.data, { session_id: other, current: false });
	assert.is((await h.call('GET', '/api/user/balance', { token: phone.access_token })).status, 401, 'access token');
	const refresh = await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: phone.refresh_token } });
	assert.is(refresh.status, 401, 'refresh refused');
	const after = (await h.call('GET', '/api/safer/devices', { token: laptop.access_token })).body.data.list;
	assert.is(after.length, 1);
	const again = await h.call('POST', '/api/safer/devices/revoke', {
		token: laptop.access_token,
		body: { session_id: other },
	});
	assert.is(again.status, 404);
	const stranger = await registerPlayer(h);
	const theirs = await h.call('POST', '/api/safer/devices/revoke', {
		token: stranger.access_token,
		body: { session_id: after[0].session_id },
	});
	assert.is(theirs.status, 404, "another player's device is not found");
	assert.match(
		(await h.call('POST', '/api/safer/devices/revoke', { token: laptop.access_token, body: { session_id: 'x' } })).body
			.message,
		/session_id is invalid/,
	);
});

session('the session summary counts time since sign-in and the net of orders placed since', async ({ h }) => {
	const p = await registerPlayer(h);
	await fund(h, p.user_id, 100_00);
	const race = await makeRace(h);
	await place(h, p, betBody(race, { bet_type: 1, horse: [1], betAmount: 5 }));
	h.clock.advance(1000);
	await signIn(h, p);
	h.clock.advance(90_000);
	await place(h, p, betBody(race, { bet_type: 1, horse: [2], betAmount: 7.5 }));
	const r = await h.call('GET', '/api/safer/session-summary', { token: p.access_token });
	assert.equal(
		{ ...r.body.data, started_at: undefined },
		{ started_at: undefined, seconds_played: 90, orders: 1, stakes: 7.5, returns: 0, net: -7.5 },
	);
	const reality = await h.call('POST', '/api/safer/reality-check', { token: p.access_token, body: { minutes: 30 } });
	assert.is(reality.body.data.reality_check_minutes, 30);
	const bad = await h.call('POST', '/api/safer/reality-check', { token: p.access_token, body: { minutes: 20 } });
	assert.match(bad.body.message, /minutes must be one of 0, 15, 30, 60/);
});

session('activity sums deposits, withdrawals, stakes and returns per month, zero months included', async ({ h }) => {
	const p = await registerPlayer(h);
	await fund(h, p.user_id, 300_00);
	await h.call('POST', '/api/user/bank_card', { token: p.access_token, body: CARD });
	await h.call('POST', '/api/wallet/withdraw', {
		token: p.access_token,
		headers: { 'Idempotency-Key': key() },
		body: { amount: 40 },
	});
	const race = await makeRace(h);
	await place(h, p, betBody(race, { bet_type: 1, horse: [3], betAmount: 12 }));
	const r = await h.call('GET', '/api/safer/activity?months=3', { token: p.access_token });
	assert.equal(r.body.data.list[0], { month: '2025-09', deposits: 300, withdrawals: 40, stakes: 12, returns: 0 });
	assert.equal(
		r.body.data.list.map((m: { month: string }) => m.month),
		['2025-09', '2025-08', '2025-07'],
	);
	assert.is(r.body.data.list[2].deposits, 0);
	assert.is((await h.call('GET', '/api/safer/activity?months=99', { token: p.access_token })).status, 400);
});

session('the operator sees who set what, old and new, and when it takes effect', async ({ h }) => {
	const p = await registerPlayer(h);
	await setLimit(h, p, 'deposit', 'day', 100);
	await setLimit(h, p, 'deposit', 'day', 300);
	await h.call('POST', '/api/safer/exclude', { token: p.access_token, body: { period: '24h', confirm: 'EXCLUDE' } });
	const out = await runCommand(h.deps, 'ops', ['safer', p.user_name]);
	assert.ok(out.ok);
	const report = out.output as { history: { what: string; change: string; effective_at: string; actor: string }[] };
	assert.equal(
		report.history.map((e) => [e.what, e.change, e.actor]),
		[
			['deposit limit day', 'none -> 100.00', 'player'],
			['deposit limit day', '100.00 -> 300.00', 'player'],
			['self-exclusion 24h', `none -> ${new Date(h.clock.now().getTime() + 86_400_000).toISOString()}`, 'player'],
		],
	);
	assert.is(report.history[1]!.effective_at, new Date(h.clock.now().getTime() + 7 * 86_400_000).toISOString());
	assert.not.ok((await runCommand(h.deps, 'ops', ['safer', 'nobody_here'])).ok);
});

session.run();
