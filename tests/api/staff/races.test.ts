import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { balance, betBody, makeRace, place } from '../racing/support.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { type StaffClient, staffClient } from '../support/staff.ts';

type Ctx = { h: Harness; trader: StaffClient; p: Player };
const races = suite<Ctx>('staff race routes: result, correction, scratching, void, one bet refunded', {} as Ctx);
races.before(async (ctx) => {
	ctx.h = await harness();
	ctx.trader = await staffClient(ctx.h, ['trader']);
	ctx.p = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.p.user_id, 100_00);
});
races.after(async ({ h }) => {
	const report = await h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await h.close();
});

const audit = async (h: Harness, action: string) =>
	(
		await h.db.query<{ actor: string; reason: string; outcome: string }>(
			'SELECT actor, reason, outcome FROM staff_audit WHERE action = $1 ORDER BY id',
			[action],
		)
	).rows;

races(
	'a trader declares a result, corrects it (the winner changes, the money follows) and every step is audited',
	async ({ h, trader, p }) => {
		const race = await makeRace(h, { runners: 6, minutes: 1 });
		assert.is((await place(h, p, betBody(race, { bet_type: 1, horse: [2], betAmount: 10 }))).status, 200);
		// the race runs; a result before its start needs the trader's confirmation (tests/api/racing/race-decisions)
		h.clock.advance(2 * 60_000);
		const staked = await balance(h, p);
		const first = await trader.call('POST', `/api/staff/races/${race.race_id}/result`, {
			finish: [[1], [2], [3]],
			reason: 'official',
		});
		assert.is(first.status, 200, first.body.message);
		assert.is(await balance(h, p), staked, 'a second place pays nothing on a Win bet');
		const corrected = await trader.call('POST', `/api/staff/races/${race.race_id}/result`, {
			finish: [[2], [1], [3]],
			reason: 'stewards',
		});
		assert.is(corrected.status, 200, corrected.body.message);
		assert.ok((await balance(h, p)) > staked, 'the corrected winner is paid');
		const again = await trader.call('POST', `/api/staff/races/${race.race_id}/result`, {
			finish: [[2], [1], [3]],
			reason: 'stewards',
		});
		assert.is(again.body.data.changed, false, 'the same result twice changes nothing');
		assert.equal(
			(await audit(h, 'race.result')).map((a) => [a.actor, a.reason, a.outcome]),
			[
				[trader.name, 'official', 'ok'],
				[trader.name, 'stewards', 'ok'],
				[trader.name, 'stewards', 'ok'],
			],
		);
		const noReason = await trader.call('POST', `/api/staff/races/${race.race_id}/void`, {});
		assert.is(noReason.body.code, 'field_required');
	},
);

races('a trader scratches a runner and voids a race: the stake comes back once', async ({ h, trader, p }) => {
	const race = await makeRace(h, { runners: 6 });
	const before = await balance(h, p);
	assert.is((await place(h, p, betBody(race, { bet_type: 1, horse: [4], betAmount: 10 }))).status, 200);
	const scratch = await trader.call('POST', `/api/staff/races/${race.race_id}/scratch`, {
		horse_id: 5,
		reason: 'lame',
	});
	assert.is(scratch.status, 200, scratch.body.message);
	const card = await trader.call('GET', `/api/staff/races/${race.race_id}`);
	assert.ok(card.body.data.runners.find((r: { horse_id: number }) => r.horse_id === 5).scratched);
	const voided = await trader.call('POST', `/api/staff/races/${race.race_id}/void`, { reason: 'track unsafe' });
	assert.is(voided.status, 200, voided.body.message);
	assert.is(await balance(h, p), before, 'the stake is back');
	await trader.call('POST', `/api/staff/races/${race.race_id}/void`, { reason: 'track unsafe' });
	assert.is(await balance(h, p), before, 'voiding twice refunds once');
	assert.equal(
		(await audit(h, 'race.void')).map((a) => a.outcome),
		['ok', 'ok'],
	);
	assert.equal(
		(await audit(h, 'race.scratch')).map((a) => a.reason),
		['lame'],
	);
});

races('a trader refunds one bet alone', async ({ h, trader, p }) => {
	const race = await makeRace(h, { runners: 6 });
	const before = await balance(h, p);
	assert.is((await place(h, p, betBody(race, { bet_type: 1, horse: [1], betAmount: 10 }))).status, 200);
	const { rows } = await h.db.query<{ id: number }>('SELECT max(id) AS id FROM race_orders WHERE user_id = $1', [
		p.user_id,
	]);
	const r = await trader.call('POST', `/api/staff/races/orders/${rows[0]!.id}/refund`, {
		reason: 'bet taken in error',
	});
	assert.is(r.status, 200, r.body.message);
	assert.is(await balance(h, p), before);
	const [row] = await audit(h, 'race.refund_order');
	assert.is(row!.reason, 'bet taken in error');
});

races("the trader reads the feed: each provider's status and its latest changes", async ({ trader }) => {
	const feed = await trader.call('GET', '/api/staff/races/feed');
	assert.is(feed.status, 200, feed.body.message);
	assert.ok(Array.isArray(feed.body.data.status) && Array.isArray(feed.body.data.changes));
});

races.run();
