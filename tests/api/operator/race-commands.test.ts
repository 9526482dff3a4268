// The operator's races commands do what the back office and the feed do, through the same code: a feed file
// imported (twice, changing nothing the second time), a result entered and corrected, a void, a refund.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../../server/operator/commands.ts';
import { parseFinish } from '../../../server/operator/race-commands.ts';
import { feedDoc } from '../racing/fake-feed.ts';
import { balance, betBody, makeRace, place } from '../racing/support.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, registerPlayer } from '../support/players.ts';

const s = suite<{ h: Harness }>('operator races commands');
s.before(async (ctx) => {
	ctx.h = await harness();
});
s.after(async ({ h }) => {
	const audit = await h.audit();
	assert.ok(audit.ok, audit.problems.join('; '));
	await h.close();
});

s('a finish reads as places with dead heats joined by =', () => {
	assert.equal(parseFinish('2,3,1=4'), [[2], [3], [1, 4]]);
	for (const bad of ['', '2,,3', '2;3', 'a'])
		assert.throws(() => parseFinish(bad), /finish must look like/, `"${bad}" is refused`);
});

s('races import reads a feed file; the same file twice changes nothing', async ({ h }) => {
	const file = join(mkdtempSync(join(tmpdir(), 'feed-')), 'card.json');
	writeFileSync(file, JSON.stringify(feedDoc(h.clock.now())));
	const first = await runCommand(h.deps, 'ops', ['races', 'import', file]);
	assert.ok(first.ok, JSON.stringify(first.output));
	assert.ok((first.output as { changes: number }).changes > 0);
	const again = await runCommand(h.deps, 'ops', ['races', 'import', file]);
	assert.equal(again.output, { provider: 'fake', changes: 0, skipped: [], problems: [] });
	const missing = await runCommand(h.deps, 'ops', ['races', 'import', `${file}.nope`]);
	assert.not.ok(missing.ok);
	writeFileSync(file, '{"provider": "fake", "meetings": [{"venue": 1}]}');
	const bad = await runCommand(h.deps, 'ops', ['races', 'import', file]);
	assert.not.ok(bad.ok);
	assert.match(String(bad.output), /The race data is not valid: meetings\.0\.code/);
});

s('result, correct, refund and void from the command line, each with its reason in the audit', async ({ h }) => {
	const race = await makeRace(h, { runners: 6, minutes: 30 });
	const p = await registerPlayer(h);
	await fund(h, p.user_id, 50_00);
	const r = await place(h, p, betBody(race, { bet_type: 1, horse: [1], betAmount: 10 }));
	assert.is(r.status, 200, r.body.message);
	h.clock.advance(40 * 60_000);
	const id = String(race.race_id);
	const noReason = await runCommand(h.deps, 'ops', ['races', 'result', id, '1,2']);
	assert.not.ok(noReason.ok, 'a reason is required');
	assert.ok((await runCommand(h.deps, 'ops', ['races', 'result', id, '1,2', '--reason', 'judge'])).ok);
	assert.is(await balance(h, p), 50_00, 'the only backer of the winner gets the floor dividend: stake back');
	const fixed = await runCommand(h.deps, 'ops', ['races', 'result', id, '2,1', '--reason', 'photo reviewed']);
	assert.equal((fixed.output as { orders: number }).orders, 1);
	assert.is(await balance(h, p), 40_00);
	const order = await h.db.query<{ id: number }>('SELECT id FROM race_orders WHERE user_id = $1', [p.user_id]);
	const refund = await runCommand(h.deps, 'ops', [
		'races',
		'refund',
		String(order.rows[0]!.id),
		'--reason',
		'goodwill',
	]);
	assert.ok(refund.ok, JSON.stringify(refund.output));
	assert.is(await balance(h, p), 50_00);
	assert.ok((await runCommand(h.deps, 'ops', ['races', 'void', id, '--reason', 'stewards'])).ok);
	assert.is(await balance(h, p), 50_00, 'a refunded bet is not refunded again by the void');
	const audit = await h.db.query<{ action: string; actor_kind: string; reason: string }>(
		'SELECT action, actor_kind, reason FROM race_corrections WHERE race_id = $1 ORDER BY id',
		[race.race_id],
	);
	assert.equal(
		audit.rows.map((x) => `${x.action}/${x.actor_kind}/${x.reason}`),
		['result/operator/judge', 'result/operator/photo reviewed', 'refund/operator/goodwill', 'void/operator/stewards'],
	);
});

s.run();
