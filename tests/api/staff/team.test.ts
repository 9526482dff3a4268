import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DomainError } from '../../../server/domain/errors.ts';
import { updateStaff } from '../../../server/domain/staff/account-changes.ts';
import { timeStep, totpAt } from '../../../server/domain/staff/totp.ts';
import { type Harness, harness } from '../support/harness.ts';
import { cookieOf, type StaffClient, staffClient } from '../support/staff.ts';

type Ctx = { h: Harness; admin: StaffClient };
const team = suite<Ctx>(
	'staff accounts: second factor reset, disabled and enabled, roles, with their rules',
	{} as Ctx,
);
team.before(async (ctx) => {
	ctx.h = await harness();
	ctx.admin = await staffClient(ctx.h, ['admin']);
});
team.after(async ({ h }) => h.close());

const office = { 'x-office': '1' };
const PASSWORD = 'staff pass 123';
const idOf = async (h: Harness, name: string) =>
	(await h.db.query<{ id: number }>('SELECT id FROM staff WHERE user_name = $1', [name])).rows[0]!.id;
const audits = async (h: Harness, action: string) =>
	(
		await h.db.query<{ actor: string; target: string; reason: string; outcome: string; detail: string | null }>(
			'SELECT actor, target, reason, outcome, detail FROM staff_audit WHERE action = $1 ORDER BY id',
			[action],
		)
	).rows;
const signIn = (h: Harness, user_name: string) =>
	h.call('POST', '/api/staff/session/signin', { body: { user_name, password: PASSWORD }, headers: office });

team(
	'a lost phone: the admin resets the second factor, the sessions end, the next sign-in enrols again',
	async ({ h, admin }) => {
		const cashier = await staffClient(h, ['cashier']);
		const id = await idOf(h, cashier.name);
		const bare = await admin.call('POST', `/api/staff/team/${id}/second-factor/reset`, {});
		assert.is(bare.body.code, 'field_required', 'a reset must say why');
		const reset = await admin.call('POST', `/api/staff/team/${id}/second-factor/reset`, { reason: 'phone lost' });
		assert.is(reset.status, 200, reset.body.message);
		assert.is(reset.body.data.second_factor, false);
		assert.is((await cashier.call('GET', '/api/staff/session')).status, 401, 'the open session ended at once');
		const again = await signIn(h, cashier.name);
		assert.is(again.body.data.next, 'enrol', 'asked to enrol a new authenticator');
		const cookie = cookieOf(again);
		const old = await h.call('POST', '/api/staff/session/code', {
			headers: { cookie, ...office },
			body: { code: totpAt(cashier.secret, timeStep(h.clock.now()) + 1) },
		});
		assert.is(old.body.code, 'staff_totp_not_enrolled', "the lost phone's codes no longer open the office");
		const enrol = await h.call('POST', '/api/staff/session/enrol', { headers: { cookie, ...office } });
		h.clock.advance(30_000);
		const code = totpAt(enrol.body.data.secret, timeStep(h.clock.now()));
		const ok = await h.call('POST', '/api/staff/session/code', { headers: { cookie, ...office }, body: { code } });
		assert.is(ok.status, 200, ok.body.message);
		const rows = await audits(h, 'staff.second_factor_reset');
		assert.equal(
			rows.map((r) => [r.actor, r.target, r.reason, r.outcome]),
			[[admin.name, `staff:${id}`, 'phone lost', 'ok']],
		);
	},
);

team(
	'an admin disables an account (its session ends, sign-in is refused) and enables it again',
	async ({ h, admin }) => {
		const trader = await staffClient(h, ['trader']);
		const id = await idOf(h, trader.name);
		const off = await admin.call('POST', `/api/staff/team/${id}`, { disabled: true, reason: 'left the company' });
		assert.is(off.status, 200, off.body.message);
		assert.is(off.body.data.disabled, true);
		assert.is((await trader.call('GET', '/api/staff/races?day=2025-09-13')).status, 401, 'the session ended at once');
		const refused = await signIn(h, trader.name);
		assert.is(refused.status, 401);
		assert.is(refused.body.code, 'wrong_credentials', 'sign-in is refused, and says no more than a wrong password');
		const on = await admin.call('POST', `/api/staff/team/${id}`, { disabled: false, reason: 'came back' });
		assert.is(on.body.data.disabled, false);
		assert.is((await signIn(h, trader.name)).status, 200, 'enabled again, the account signs in');
		assert.equal(
			(await audits(h, 'staff.disable')).map((r) => [r.actor, r.reason, r.outcome]),
			[[admin.name, 'left the company', 'ok']],
		);
		assert.equal(
			(await audits(h, 'staff.enable')).map((r) => r.reason),
			['came back'],
		);
	},
);

team(
	'nobody resets, disables or removes the admin role from themselves; the refusal is audited',
	async ({ h, admin }) => {
		const me = await idOf(h, admin.name);
		const tries: [string, unknown][] = [
			[`/api/staff/team/${me}/second-factor/reset`, { reason: 'my own phone' }],
			[`/api/staff/team/${me}`, { disabled: true, reason: 'going away' }],
			[`/api/staff/team/${me}`, { roles: ['cashier'], reason: 'stepping down' }],
		];
		for (const [path, body] of tries) {
			const r = await admin.call('POST', path, body);
			assert.is(r.status, 403, path);
			assert.is(r.body.code, 'staff_not_yourself');
		}
		assert.is((await admin.call('GET', '/api/staff/session')).body.data.staff.second_factor, true);
		assert.is((await audits(h, 'staff.second_factor_reset')).filter((r) => r.outcome === 'refused').length, 1);
		assert.is((await audits(h, 'staff.disable')).filter((r) => r.outcome === 'refused').length, 1);
	},
);

team('roles are granted and removed, audited with the new roles', async ({ h, admin }) => {
	const s = await staffClient(h, ['support']);
	const id = await idOf(h, s.name);
	const r = await admin.call('POST', `/api/staff/team/${id}`, { roles: ['support', 'cashier'], reason: 'covers cash' });
	assert.equal(r.body.data.roles, ['support', 'cashier']);
	assert.is((await s.call('GET', '/api/staff/cash/topups')).status, 200, 'the new role works in the open session');
	await admin.call('POST', `/api/staff/team/${id}`, { roles: ['support'], reason: 'back to support' });
	assert.is((await s.call('GET', '/api/staff/cash/topups')).status, 403, 'and the removed one stops at once');
	const rows = (await audits(h, 'staff.roles')).filter((a) => a.outcome === 'ok');
	assert.equal(
		rows.map((a) => [a.reason, JSON.parse(a.detail!).roles]),
		[
			['covers cash', ['support', 'cashier']],
			['back to support', ['support']],
		],
	);
});

team('two admins disabling each other: the second finds itself the last admin and is refused', async ({ h, admin }) => {
	const b = await staffClient(h, ['admin']);
	const [ida, idb] = [await idOf(h, admin.name), await idOf(h, b.name)];
	const first = await admin.call('POST', `/api/staff/team/${idb}`, { disabled: true, reason: 'rogue admin' });
	assert.is(first.status, 200, first.body.message);
	// b's request was already past its session check when the first one landed:
	const second = await updateStaff(h.deps, idb, ida, { disabled: true }).catch((e: unknown) => e);
	assert.instance(second, DomainError);
	assert.is((second as DomainError).code, 'staff_last_admin');
	const demote = await updateStaff(h.deps, idb, ida, { roles: ['cashier'] }).catch((e: unknown) => e);
	assert.is((demote as DomainError).code, 'staff_last_admin', 'nor can the role be taken away');
	assert.is((await admin.call('GET', '/api/staff/team')).status, 200, 'the last admin still manages the team');
});

team.run();
