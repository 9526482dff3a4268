import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../../server/operator/commands.ts';
import { type Harness, harness } from '../support/harness.ts';
import { key, registerPlayer } from '../support/players.ts';

const ops = suite<{ h: Harness }>('operator commands');

ops.before(async (ctx) => {
	ctx.h = await harness();
});
ops.after(async ({ h }) => {
	const audit = await h.audit();
	assert.ok(audit.ok, `ledger audit: ${JSON.stringify(audit)}`);
	await h.close();
});

const balance = async (h: Harness, token: string) =>
	(await h.call('GET', '/api/user/balance', { token })).body.data as number;

ops('approving a top-up credits the player once, a second approval is refused', async ({ h }) => {
	const p = await registerPlayer(h);
	const req = await h.call('POST', '/api/wallet/topup', {
		token: p.access_token,
		headers: { 'idempotency-key': key() },
		body: { amount: 25.5, method: 'bank_transfer' },
	});
	assert.is(req.status, 200, req.body.message);
	const first = await runCommand(h.deps, 'ops', ['topups', 'approve', String(req.body.data.id)]);
	assert.ok(first.ok, JSON.stringify(first.output));
	const again = await runCommand(h.deps, 'ops', ['topups', 'approve', String(req.body.data.id)]);
	assert.not.ok(again.ok, 'an approved top-up cannot be approved twice');
	assert.is(await balance(h, p.access_token), 25.5);
});

ops('adjust credits and debits with a reason, and never below zero', async ({ h }) => {
	const p = await registerPlayer(h);
	const up = await runCommand(h.deps, 'ops', ['adjust', p.user_name, '40', '--reason', 'goodwill']);
	assert.ok(up.ok, JSON.stringify(up.output));
	const down = await runCommand(h.deps, 'ops', ['adjust', p.user_name, '-15.25', '--reason', 'correction']);
	assert.ok(down.ok, JSON.stringify(down.output));
	assert.is(await balance(h, p.access_token), 24.75);
	const tooFar = await runCommand(h.deps, 'ops', ['adjust', p.user_name, '-100', '--reason', 'mistake']);
	assert.not.ok(tooFar.ok, 'a debit past zero is refused');
	const noReason = await runCommand(h.deps, 'ops', ['adjust', p.user_name, '5']);
	assert.not.ok(noReason.ok, 'an adjustment needs a reason');
	const badAmount = await runCommand(h.deps, 'ops', ['adjust', p.user_name, '1.234', '--reason', 'x']);
	assert.not.ok(badAmount.ok, 'three decimals are refused');
	assert.is(await balance(h, p.access_token), 24.75, 'refused commands moved nothing');
});

ops('every command is recorded with its operator, and passwords are left out', async ({ h }) => {
	await runCommand(h.deps, 'alice', ['create-player', 'ops_made', 'a-secret-pass']);
	const { rows } = await h.db.query<{ operator: string; args: string; outcome: string }>(
		"SELECT operator, args, outcome FROM operator_audit WHERE command = 'create-player'",
	);
	assert.is(rows.length, 1);
	assert.is(rows[0]!.operator, 'alice');
	assert.is(rows[0]!.outcome, 'ok');
	assert.not.ok(rows[0]!.args.includes('a-secret-pass'), 'the password is not in the audit');
});

ops('audit reports a healthy ledger', async ({ h }) => {
	const audit = await runCommand(h.deps, 'ops', ['audit']);
	assert.ok(audit.ok, JSON.stringify(audit.output));
});

ops.run();
