import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../../server/operator/commands.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, registerPlayer } from '../support/players.ts';
import { balance, betBody, makeRace, place } from './support.ts';

type Ctx = { h: Harness };
const now = suite<Ctx>('race-now operator command', {} as Ctx);
now.before(async (ctx) => {
	ctx.h = await harness();
});
now.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

now('runs an open race at once: closed, resulted, every order settled exactly once', async ({ h }) => {
	const p = await registerPlayer(h);
	await fund(h, p.user_id, 100_00);
	const race = await makeRace(h, { runners: 8, minutes: 90 });
	const placed = await place(h, p, betBody(race, { bet_type: 1, horse: [1, 2, 3, 4, 5, 6, 7, 8], betAmount: 1 }));
	assert.is(placed.status, 200, placed.body.message);
	assert.is(await balance(h, p), 92_00, 'eight $1 win bets');

	const outcome = await runCommand(h.deps, 'ops', ['race-now', String(race.race_id)]);
	assert.ok(outcome.ok, JSON.stringify(outcome.output));
	const card = await h.call('GET', `/api/events/race?race_id=${race.race_id}`);
	assert.is(card.body.data.status, 'resulted');
	assert.ok(card.body.data.result, 'the finish is declared');
	const order = await h.call('GET', '/api/order/list', { token: p.access_token });
	const settled = order.body.data.list[0];
	assert.ok(
		['won', 'refunded', 'partiallyRefunded'].includes(settled.status),
		`one runner of all eight wins: ${settled.status}`,
	);
	assert.ok(settled.return > 0, 'the winning runner pays');

	const paid = await balance(h, p);
	const again = await runCommand(h.deps, 'ops', ['race-now', String(race.race_id)]);
	assert.not.ok(again.ok, 'a race that already ran is refused');
	await runCommand(h.deps, 'ops', ['settle']);
	assert.is(await balance(h, p), paid, 'running it again pays nothing more');
});

now('an unknown race id is refused', async ({ h }) => {
	const outcome = await runCommand(h.deps, 'ops', ['race-now', '999999']);
	assert.not.ok(outcome.ok);
	assert.match(String(outcome.output), /no open race/);
});

now.run();
