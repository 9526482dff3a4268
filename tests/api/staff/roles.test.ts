import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sportsTick } from '../../../server/domain/sports/sports-clock.ts';
import { requestTopup } from '../../../server/domain/wallet/topups.ts';
import { type Harness, harness } from '../support/harness.ts';
import { CARD, fund, key, type Player, registerPlayer } from '../support/players.ts';
import { type StaffClient, staffClient } from '../support/staff.ts';

type Ctx = {
	h: Harness;
	cashier: StaffClient;
	trader: StaffClient;
	support: StaffClient;
	admin: StaffClient;
	ann: Player;
};
const roles = suite<Ctx>('staff roles: each does its own work, every action is audited', {} as Ctx);
roles.before(async (ctx) => {
	ctx.h = await harness();
	ctx.cashier = await staffClient(ctx.h, ['cashier']);
	ctx.trader = await staffClient(ctx.h, ['trader']);
	ctx.support = await staffClient(ctx.h, ['support']);
	ctx.admin = await staffClient(ctx.h, ['admin']);
	ctx.ann = await registerPlayer(ctx.h);
});
roles.after(async ({ h }) => {
	const report = await h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await h.close();
});

const balance = async (h: Harness, p: Player) =>
	(await h.call('GET', '/api/user/balance', { token: p.access_token })).body.data as number;
const auditRows = async (h: Harness, action: string) =>
	(
		await h.db.query<{
			actor: string;
			reason: string | null;
			outcome: string;
			player_id: number | null;
			detail: string | null;
		}>('SELECT actor, reason, outcome, player_id, detail FROM staff_audit WHERE action = $1 ORDER BY id', [action])
	).rows;

roles(
	"a role cannot do another role's work, and nothing moves when refused",
	async ({ h, cashier, trader, support, admin, ann }) => {
		const t = await requestTopup(h.deps, ann.user_id, 50_00, 'bank_transfer', key());
		const tries: [StaffClient, string, string, unknown][] = [
			[trader, 'POST', `/api/staff/cash/topups/${t.id}/approve`, {}],
			[support, 'POST', `/api/staff/cash/topups/${t.id}/approve`, {}],
			[admin, 'GET', '/api/staff/cash/withdrawals', undefined],
			[cashier, 'POST', `/api/staff/players/${ann.user_id}/suspend`, { suspended: true, reason: 'not mine to do' }],
			[trader, 'GET', `/api/staff/players/${ann.user_name}`, undefined],
			[cashier, 'POST', '/api/staff/sports/events/1/void', { reason: 'not mine to do' }],
			[support, 'GET', '/api/staff/races?day=2025-09-13', undefined],
			[cashier, 'GET', '/api/staff/team', undefined],
			[
				trader,
				'POST',
				'/api/staff/team',
				{ user_name: 'sneaky', password: 'long enough', roles: ['admin'], reason: 'promote me' },
			],
			[cashier, 'GET', '/api/staff/audit', undefined],
		];
		for (const [who, method, path, body] of tries) {
			const r = await who.call(method, path, body);
			assert.is(r.status, 403, `${who.name} ${method} ${path}`);
			assert.is(r.body.code, 'staff_forbidden');
		}
		assert.is(await balance(h, ann), 0, 'no top-up was approved');
		const { rows } = await h.db.query("SELECT 1 FROM staff WHERE user_name = 'sneaky'");
		assert.is(rows.length, 0, 'no account was made');
	},
);

roles(
	'a cashier finds a transfer by its reference and approves it once; the audit says who, what and why',
	async ({ h, cashier, ann }) => {
		const t = await requestTopup(h.deps, ann.user_id, 42_50, 'bank_transfer', key());
		const found = await cashier.call('GET', `/api/staff/cash/topups?q=${t.reference.toLowerCase()}`);
		assert.equal(
			found.body.data.list.map((r: { id: number }) => r.id),
			[t.id],
		);
		const typo = await cashier.call(
			'GET',
			`/api/staff/cash/topups?q=${t.reference.slice(0, -1)}${(Number(t.reference.slice(-1)) + 1) % 10}`,
		);
		assert.is(typo.body.data.total, 0, 'a reference with a wrong check digit finds nothing');
		const byAmount = await cashier.call('GET', '/api/staff/cash/topups?q=42.50&status=pending');
		assert.ok(byAmount.body.data.list.some((r: { id: number }) => r.id === t.id));
		const approve = await cashier.call('POST', `/api/staff/cash/topups/${t.id}/approve`, { reason: 'slip matches' });
		assert.is(approve.status, 200, approve.body.message);
		const twice = await cashier.call('POST', `/api/staff/cash/topups/${t.id}/approve`, {});
		assert.is(twice.status, 409);
		assert.is(twice.body.code, 'request_decided');
		assert.is(await balance(h, ann), 42.5);
		const rows = await auditRows(h, 'topup.approve');
		assert.equal(
			rows.map((r) => [r.actor, r.outcome, r.player_id, r.reason]),
			[
				[cashier.name, 'ok', ann.user_id, 'slip matches'],
				[cashier.name, 'refused', ann.user_id, null],
			],
		);
		const noReason = await cashier.call('POST', `/api/staff/cash/topups/${t.id}/reject`, {});
		assert.is(noReason.body.code, 'field_required', 'a rejection must say why');
	},
);

roles(
	'a cashier sees the card number on demand (itself audited, never the number) and pays the withdrawal',
	async ({ h, cashier, ann }) => {
		await fund(h, ann.user_id, 100_00);
		const start = await balance(h, ann);
		await h.call('POST', '/api/user/bank_card', { token: ann.access_token, body: CARD });
		const w = await h.call('POST', '/api/wallet/withdraw', {
			token: ann.access_token,
			headers: { 'idempotency-key': key() },
			body: { amount: 30 },
		});
		assert.is(w.status, 200, w.body.message);
		const card = await cashier.call('POST', `/api/staff/cash/withdrawals/${w.body.data.id}/card`, {
			reason: 'paying it',
		});
		assert.is(card.body.data.card_number.replace(/\s/g, ''), '4111111111111111');
		const views = await auditRows(h, 'withdrawal.card_view');
		assert.is(views.length, 1);
		assert.is(views[0]!.actor, cashier.name);
		assert.not.ok(JSON.stringify(views).includes('4111'), 'the audit never holds the number');
		const paid = await cashier.call('POST', `/api/staff/cash/withdrawals/${w.body.data.id}/pay`, {});
		assert.is(paid.body.data.status, 'paid');
		assert.is(paid.body.data.decided_at, h.clock.now().toISOString(), 'the reply carries the decision time');
		assert.is(await balance(h, ann), start - 30);
		assert.is((await auditRows(h, 'withdrawal.pay'))[0]!.outcome, 'ok');
	},
);

roles(
	'support suspends a player: their session ends and they cannot sign in; lifting it lets them back',
	async ({ h, support }) => {
		const bo = await registerPlayer(h);
		const r = await support.call('POST', `/api/staff/players/${bo.user_id}/suspend`, {
			suspended: true,
			reason: 'fraud check',
		});
		assert.is(r.status, 200, r.body.message);
		assert.is(
			(await h.call('GET', '/api/user/balance', { token: bo.access_token })).status,
			401,
			'the live session ended',
		);
		const signin = () =>
			h.call('POST', '/api/user/signin', {
				body: { user_name: bo.user_name, password: bo.password, device_id: 'test-device' },
			});
		const refused = await signin();
		assert.is(refused.status, 403);
		assert.is(refused.body.code, 'account_suspended');
		const file = await support.call('GET', `/api/staff/players/${bo.user_name.toUpperCase()}`);
		assert.is(file.body.data.player.suspended.reason, 'fraud check');
		assert.ok(file.body.data.sign_ins.length >= 1, 'the file lists sign-ins');
		await support.call('POST', `/api/staff/players/${bo.user_id}/suspend`, { suspended: false, reason: 'cleared' });
		assert.is((await signin()).status, 200);
		assert.equal(
			(await auditRows(h, 'player.suspend')).map((a) => a.reason),
			['fraud check'],
		);
		assert.equal(
			(await auditRows(h, 'player.unsuspend')).map((a) => a.reason),
			['cleared'],
		);
	},
);

roles("support records a self-exclusion on a player's behalf and resets a password", async ({ h, support }) => {
	const cy = await registerPlayer(h);
	const ex = await support.call('POST', `/api/staff/players/${cy.user_id}/exclude`, {
		period: '30d',
		reason: 'asked by phone',
	});
	assert.is(ex.status, 200, ex.body.message);
	const file = await support.call('GET', `/api/staff/players/${cy.user_name}`);
	assert.is(file.body.data.safer.self_excluded_until, ex.body.data.until);
	const reset = await support.call('POST', `/api/staff/players/${cy.user_id}/password`, { reason: 'locked out' });
	const temporary = reset.body.data.temporary_password as string;
	const signin = await h.call('POST', '/api/user/signin', {
		body: { user_name: cy.user_name, password: temporary, device_id: 'd' },
	});
	assert.is(signin.status, 200, 'the temporary password works');
	const rows = await auditRows(h, 'player.password_reset');
	assert.not.ok(JSON.stringify(rows).includes(temporary), 'the audit never holds the password');
	assert.equal(
		JSON.parse(rows[0]!.detail!),
		{ temporary_password: 'shown_to_staff' },
		'the audit keeps that it was shown',
	);
});

roles('a trader voids a sports event: every pending order is refunded once', async ({ h, trader }) => {
	const dee = await registerPlayer(h);
	await fund(h, dee.user_id, 20_00);
	await sportsTick(h.db, h.clock.now());
	const list = await h.call('GET', '/api/sports/list?size=1');
	const event = (await h.call('GET', `/api/sports/detail?id=${list.body.data.list[0].id}`)).body.data;
	const m = event.markets[0];
	const bet = await h.call('POST', '/api/sports/order', {
		token: dee.access_token,
		headers: { 'Idempotency-Key': key() },
		body: {
			event_id: event.id,
			market_id: m.id,
			selection_id: m.selections[0].id,
			stake: 10,
			odds: m.selections[0].odds,
		},
	});
	assert.is(bet.status, 200, bet.body.message);
	assert.is(await balance(h, dee), 10);
	const v = await trader.call('POST', `/api/staff/sports/events/${event.id}/void`, { reason: 'match abandoned' });
	assert.is(v.body.data.settled, 1, v.body.message);
	assert.is(await balance(h, dee), 20);
	const again = await trader.call('POST', `/api/staff/sports/events/${event.id}/void`, { reason: 'again' });
	assert.is(again.body.code, 'event_already_settled');
	assert.is(await balance(h, dee), 20, 'refunded once');
});

roles('the audit is read with filters: staff, action, player, dates', async ({ h, admin, cashier, ann }) => {
	const byStaff = await admin.call('GET', `/api/staff/audit?staff=${cashier.name}`);
	assert.ok(byStaff.body.data.total >= 3, JSON.stringify(byStaff.body.data));
	assert.ok(byStaff.body.data.list.every((r: { actor: string }) => r.actor === cashier.name));
	const byAction = await admin.call('GET', '/api/staff/audit?action=withdrawal.');
	assert.equal([...new Set(byAction.body.data.list.map((r: { action: string }) => r.action))].sort(), [
		'withdrawal.card_view',
		'withdrawal.pay',
	]);
	const byPlayer = await admin.call('GET', `/api/staff/audit?player=${ann.user_name}`);
	assert.ok(byPlayer.body.data.list.every((r: { player_name: string }) => r.player_name === ann.user_name));
	const day = h.clock.now().toISOString().slice(0, 10);
	const today = await admin.call('GET', `/api/staff/audit?from=${day}&to=${day}`);
	const tomorrow = await admin.call('GET', '/api/staff/audit?from=2099-01-01');
	assert.ok(today.body.data.total > 0);
	assert.is(tomorrow.body.data.total, 0);
});

roles.run();
