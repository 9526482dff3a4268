import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from '../support/harness.ts';
import { fund, key, type Player, registerPlayer } from '../support/players.ts';
import { balance, betBody, makeRace, orderCount, place, type RaceFixture } from './support.ts';

type Ctx = { h: Harness; p: Player; race: RaceFixture };
const rush = suite<Ctx>('race orders under concurrent requests', {} as Ctx);
rush.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	ctx.race = await makeRace(ctx.h);
});
rush.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

rush('100 orders of $10 at once against $100: exactly 10 are accepted and the balance ends at 0', async (ctx) => {
	const { h, p, race } = ctx;
	await fund(h, p.user_id, 100_00);
	const body = betBody(race, { bet_type: 1, horse: [3], betAmount: 10 });
	const replies = await Promise.all(Array.from({ length: 100 }, () => place(h, p, body)));
	const statuses = replies.map((r) => r.status);
	assert.is(statuses.filter((s) => s === 200).length, 10);
	assert.ok(
		replies.filter((r) => r.status !== 200).every((r) => r.body.message === 'Insufficient balance'),
		'every refusal names the balance',
	);
	assert.is(await balance(h, p), 0);
	assert.is(await orderCount(h, p), 10);
});

rush('the same Idempotency-Key sent 20 times at once makes one order and one debit', async (ctx) => {
	const { h, p, race } = ctx;
	await fund(h, p.user_id, 50_00);
	const before = await balance(h, p);
	const orders = await orderCount(h, p);
	const k = key();
	const body = betBody(race, { bet_type: 4, horse: [1, 2, 3], betAmount: 2 });
	const replies = await Promise.all(Array.from({ length: 20 }, () => place(h, p, body, k)));
	assert.ok(
		replies.every((r) => r.status === 200 || r.status === 409),
		'each copy is either the order or told to wait',
	);
	assert.is(await orderCount(h, p), orders + 1);
	assert.is(await balance(h, p), before - 6_00);
	const again = await place(h, p, body, k);
	assert.is(again.status, 200);
	assert.is(again.headers.get('idempotent-replayed'), 'true');
	assert.is(await orderCount(h, p), orders + 1, 'a later retry replays the same order');
});

rush.run();
