import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { requestTopup } from '../../../server/domain/wallet/topups.ts';
import { runCommand } from '../../../server/operator/commands.ts';
import { type Harness, harness } from '../support/harness.ts';
import { key, registerPlayer } from '../support/players.ts';

const cli = suite<{ h: Harness }>('operator CLI: the same staff actions and audit as the office');
cli.before(async (ctx) => {
	ctx.h = await harness();
});
cli.after(async ({ h }) => {
	const audit = await h.audit();
	assert.ok(audit.ok, JSON.stringify(audit));
	await h.close();
});

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it checks
const out = (o: { output: unknown }) => o.output as any;

cli('a transfer is found and approved by the reference the player quoted; a mistyped one is refused', async ({ h }) => {
	const p = await registerPlayer(h);
	const t = await requestTopup(h.deps, p.user_id, 30_00, 'bank_transfer', key());
	const found = await runCommand(h.deps, 'ops', ['topups', 'search', t.reference]);
	assert.equal(
		out(found).list.map((r: { id: number }) => r.id),
		[t.id],
	);
	const typo = `${t.reference.slice(0, -1)}${(Number(t.reference.slice(-1)) + 1) % 10}`;
	const refused = await runCommand(h.deps, 'ops', ['topups', 'approve', typo]);
	assert.not.ok(refused.ok, 'a reference failing its check digit approves nothing');
	const approved = await runCommand(h.deps, 'ops', ['topups', 'approve', t.reference, '--reason', 'slip seen']);
	assert.ok(approved.ok, JSON.stringify(approved.output));
	const { rows } = await h.db.query<{ actor: string; reason: string }>(
		"SELECT actor, reason FROM staff_audit WHERE action = 'topup.approve'",
	);
	assert.equal(rows, [{ actor: 'cli:ops', reason: 'slip seen' }]);
});

cli('`player NAME` prints the player file, any case; an unknown name says so', async ({ h }) => {
	await registerPlayer(h, { name: 'alice01' });
	const file = await runCommand(h.deps, 'ops', ['player', 'ALICE01']);
	assert.ok(file.ok, JSON.stringify(file.output));
	assert.is(out(file).player.user_name, 'alice01');
	assert.ok(Array.isArray(out(file).ledger.list));
	const none = await runCommand(h.deps, 'ops', ['player', 'nobody_here']);
	assert.not.ok(none.ok);
	assert.match(String(none.output), 'No such player');
});

cli('suspend and exclude need a reason and are audited; the first admin is made with `staff create`', async ({ h }) => {
	const p = await registerPlayer(h);
	assert.not.ok((await runCommand(h.deps, 'ops', ['suspend', p.user_name])).ok, 'no reason, no suspension');
	assert.ok((await runCommand(h.deps, 'ops', ['suspend', p.user_name, '--reason', 'chargeback'])).ok);
	const ex = await runCommand(h.deps, 'ops', ['exclude', p.user_name, '7d', '--reason', 'asked by mail']);
	assert.ok(ex.ok, JSON.stringify(ex.output));
	const made = await runCommand(h.deps, 'ops', [
		'staff',
		'create',
		'first_admin',
		'a long password',
		'--roles',
		'admin',
	]);
	assert.ok(made.ok, JSON.stringify(made.output));
	assert.equal(out(made).roles, ['admin']);
	const bad = await runCommand(h.deps, 'ops', ['staff', 'create', 'second', 'a long password', '--roles', 'boss']);
	assert.not.ok(bad.ok, 'an unknown role is refused');
	const log = await runCommand(h.deps, 'ops', ['audit-log', '--staff', 'cli:ops']);
	const actions = out(log).list.map((r: { action: string }) => r.action);
	for (const a of ['player.suspend', 'player.self_exclude', 'staff.create'])
		assert.ok(actions.includes(a), `${a} in ${actions}`);
	const { rows } = await h.db.query<{ args: string }>("SELECT args FROM operator_audit WHERE command = 'staff'");
	assert.ok(
		rows.every((r) => !r.args.includes('a long password')),
		'the password is not in the command log',
	);
});

cli.run();
