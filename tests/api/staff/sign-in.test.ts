import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createStaff } from '../../../server/domain/staff/accounts.ts';
import { matchTotp, timeStep, totpAt } from '../../../server/domain/staff/totp.ts';
import { type Harness, harness } from '../support/harness.ts';
import { cookieOf, staffClient } from '../support/staff.ts';

const signin = suite<{ h: Harness }>('staff sign-in: password, authenticator code, short sessions');
signin.before(async (ctx) => {
	ctx.h = await harness();
});
signin.after(async ({ h }) => h.close());

const office = { 'x-office': '1' };

signin('the RFC 6238 test vector: the SHA-1 secret gives 287082 at 59 s', () => {
	// RFC 6238 appendix B, secret "12345678901234567890" in base32, the last six digits of 94287082:
	const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
	assert.is(totpAt(secret, timeStep(new Date(59_000))), '287082');
	assert.is(matchTotp(secret, '287082', new Date(59_000 + 30_000)), 1, 'one step of drift is allowed');
	assert.is(matchTotp(secret, '287082', new Date(59_000 + 90_000)), null, 'three steps late is refused');
});

signin('a password alone opens a session that can only enrol or give its code', async ({ h }) => {
	await createStaff(h.deps, 'cash_only', 'staff pass 123', ['cashier']);
	const wrong = await h.call('POST', '/api/staff/session/signin', {
		body: { user_name: 'cash_only', password: 'not it at all' },
		headers: office,
	});
	assert.is(wrong.status, 401);
	assert.is(wrong.body.code, 'wrong_credentials');
	const first = await h.call('POST', '/api/staff/session/signin', {
		body: { user_name: 'cash_only', password: 'staff pass 123' },
		headers: office,
	});
	assert.is(first.status, 200, first.body.message);
	assert.is(first.body.data.next, 'enrol');
	const setCookie = first.headers.get('set-cookie') ?? '';
	assert.match(setCookie, /HttpOnly/i);
	assert.match(setCookie, /SameSite=Strict/i);
	assert.match(setCookie, /Path=\/api\/staff/);
	const cookie = cookieOf(first);
	const before = await h.call('GET', '/api/staff/cash/topups', { headers: { cookie } });
	assert.is(before.status, 401);
	assert.is(before.body.code, 'staff_second_factor_required');
	const enrol = await h.call('POST', '/api/staff/session/enrol', { headers: { cookie, ...office } });
	assert.match(enrol.body.data.otpauth_uri, /^otpauth:\/\/totp\/Horse%20Club%3Acash_only\?secret=[A-Z2-7]+/);
	const bad = await h.call('POST', '/api/staff/session/code', {
		headers: { cookie, ...office },
		body: { code: '000000' },
	});
	assert.is(bad.body.code, 'staff_code_incorrect');
	const code = totpAt(enrol.body.data.secret, timeStep(h.clock.now()));
	const good = await h.call('POST', '/api/staff/session/code', { headers: { cookie, ...office }, body: { code } });
	assert.is(good.status, 200, good.body.message);
	const after = await h.call('GET', '/api/staff/cash/topups', { headers: { cookie } });
	assert.is(after.status, 200, after.body.message);
	// the same code a second time (someone looking over a shoulder) is refused:
	const again = await h.call('POST', '/api/staff/session/signin', {
		body: { user_name: 'cash_only', password: 'staff pass 123' },
		headers: office,
	});
	const replay = await h.call('POST', '/api/staff/session/code', {
		headers: { cookie: cookieOf(again), ...office },
		body: { code },
	});
	assert.is(replay.body.code, 'staff_code_incorrect');
	assert.is(again.body.data.next, 'code', 'an enrolled account is asked for its code, not a new secret');
});

signin('a session ends after 15 idle minutes, and a change without the office header is refused', async ({ h }) => {
	const s = await staffClient(h, ['support']);
	const noHeader = await h.call('POST', '/api/staff/players/1/suspend', {
		headers: { cookie: s.cookie },
		body: { suspended: true, reason: 'cross-site try' },
	});
	assert.is(noHeader.status, 403, 'a form posted from another site cannot act');
	h.clock.advance(14 * 60_000);
	assert.is((await s.call('GET', '/api/staff/session')).status, 200, 'still alive within 15 minutes');
	h.clock.advance(16 * 60_000);
	const late = await s.call('GET', '/api/staff/session');
	assert.is(late.status, 401);
	assert.is(late.body.code, 'staff_session_expired');
});

signin('signing out ends the session at once', async ({ h }) => {
	const s = await staffClient(h, ['trader']);
	assert.is((await s.call('POST', '/api/staff/session/signout')).status, 200);
	assert.is((await s.call('GET', '/api/staff/session')).status, 401);
});

signin.run();
