import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { approveTopup, requestTopup } from '../../server/domain/wallet/topups.ts';
import { type Harness, harness } from './support/harness.ts';
import { key, registerPlayer } from './support/players.ts';

const platform = suite<{ h: Harness }>('headers, errors, exchange rate and invitations', {} as { h: Harness });
platform.before(async (ctx) => {
	ctx.h = await harness({ referralReward: 20_00, exchangeRate: 7.8 });
});
platform.after(async (ctx) => {
	assert.ok((await ctx.h.audit()).ok);
	await ctx.h.close();
});

platform(
	'API replies carry the policy that allows nothing, nosniff and no-store, and no page-only headers',
	async ({ h }) => {
		const r = await h.call('GET', '/api/taxrate/tax-rate');
		assert.equal(r.body, { status: 200, message: 'OK', data: { rate: 7.8 } });
		assert.is(r.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
		assert.is(r.headers.get('x-content-type-options'), 'nosniff');
		assert.is(r.headers.get('cache-control'), 'no-store');
		for (const pageOnly of ['x-frame-options', 'cross-origin-opener-policy', 'referrer-policy'])
			assert.is(r.headers.get(pageOnly), null, pageOnly);
		const refused = await h.call('GET', '/api/nothing/here');
		assert.is(refused.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
	},
);

platform('a page the API serves keeps the full policy and the page headers', async ({ h }) => {
	const r = await h.app.request('/app/');
	const csp = r.headers.get('content-security-policy') ?? '';
	for (const part of ["default-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "connect-src 'self'"])
		assert.ok(csp.includes(part), part);
	assert.not.ok(csp.includes('unsafe-inline'));
	assert.is(r.headers.get('x-frame-options'), 'DENY');
	assert.is(r.headers.get('cross-origin-opener-policy'), 'same-origin');
	assert.ok(r.headers.get('referrer-policy'));
});

platform('unknown paths, huge bodies and wrong JSON get envelopes, never stack traces', async ({ h }) => {
	const missing = await h.call('GET', '/api/nothing/here');
	assert.equal([missing.status, missing.body.status, missing.body.data], [404, 404, null]);
	const huge = await h.call('POST', '/api/user/signin', {
		body: { user_name: 'x'.repeat(100_000), password: 'p', device_id: 'd' },
	});
	assert.equal([huge.status, huge.body.status], [413, 413]);
	const array = await h.call('POST', '/api/user/signin', { body: [1, 2] });
	assert.is(array.status, 400);
	assert.not.match(JSON.stringify(array.body), /at .*\.ts/);
	const root = await h.app.request('/');
	assert.is(root.status, 302);
	assert.is(root.headers.get('location'), '/app/');
});

platform("an inviter is rewarded once, when the invitee's first top-up is approved", async ({ h }) => {
	const host = await registerPlayer(h);
	const page = await h.call('GET', '/api/invite', { token: host.access_token });
	const code = page.body.data.invite_code;
	assert.match(code, /^[A-Z0-9]{8}$/);
	assert.is(page.body.data.invite_link, `/app/#/pages/login/register?invite_code=${code}`);
	const bad = await h.call('POST', '/api/user/send_code', { body: { phone: 12 } });
	assert.match(bad.body.message, /phone/);
	const guest = await registerPlayer(h, { invite_code: code, name: 'guest_player' });
	for (let i = 0; i < 2; i++) {
		const t = await requestTopup(h.deps, guest.user_id, 100_00, 'card', key());
		await approveTopup(h.deps, t.id, 'op');
	}
	const after = await h.call('GET', '/api/invite', { token: host.access_token });
	assert.equal(
		after.body.data.invitees.map((i: { user_name: string; rewarded: boolean }) => [i.user_name, i.rewarded]),
		[['g**********r', true]],
	);
	assert.is(after.body.data.total_reward, 20);
	assert.is((await h.call('GET', '/api/user/balance', { token: host.access_token })).body.data, 20);
	const guestPage = await h.call('GET', '/api/invite', { token: guest.access_token });
	assert.equal(guestPage.body.data.invitees, [], 'the guest sees only their own invitees');
});

platform.run();
