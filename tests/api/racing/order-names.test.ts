// Orders read back by name: each leg of an order carries the runners picked in it, with their names and
// scratchings, in the place-order reply, the order list and an order's detail.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { betBody, makeRace, place, type RaceFixture } from './support.ts';

type Ctx = { h: Harness; p: Player; race: RaceFixture; race2: RaceFixture };

interface Leg {
	race_id: number;
	runners: { horse_id: number; name: string; scratched: boolean }[];
}

const test = suite<Ctx>('race orders name their runners', {} as Ctx);
test.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.p.user_id, 1_000_00);
	ctx.race = await makeRace(ctx.h, { runners: 8 });
	ctx.race2 = await makeRace(ctx.h, { runners: 8, minutes: 60 });
	// two fields whose names differ, so a name taken from the wrong race shows:
	await ctx.h.db.query(`UPDATE runners SET name = 'Silver Arrow ' || horse_id WHERE race_id = $1`, [ctx.race.race_id]);
	await ctx.h.db.query(`UPDATE runners SET name = 'Blue Moon ' || horse_id WHERE race_id = $1`, [ctx.race2.race_id]);
});
test.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const names = (leg: Leg) => leg.runners.map((r) => `${r.horse_id} ${r.name}`);

test('a Trifecta names every runner picked for 1st, 2nd and 3rd, in the reply and the list', async (ctx) => {
	const body = betBody(ctx.race, { bet_type: 6, horse1st: [4], horse2nd: [1], horse3rd: [2, 7] });
	const r = await place(ctx.h, ctx.p, body);
	assert.is(r.status, 200, r.body.message);
	const expected = ['1 Silver Arrow 1', '2 Silver Arrow 2', '4 Silver Arrow 4', '7 Silver Arrow 7'];
	assert.equal(names(r.body.data.legs[0]), expected, 'the reply (the receipt) names them');
	assert.equal(r.body.data.selections, { horse1st: [4], horse2nd: [1], horse3rd: [2, 7] }, 'positions unchanged');
	const list = await ctx.h.call('GET', '/api/order/list?page=1&size=5', { token: ctx.p.access_token });
	assert.equal(names(list.body.data.list[0].legs[0]), expected, 'the order list names them');
	const one = await ctx.h.call('GET', `/api/order/detail?id=${r.body.data.id}`, { token: ctx.p.access_token });
	assert.equal(names(one.body.data.legs[0]), expected, 'the detail names them');
});

test('a Double names each leg from its own race', async (ctx) => {
	const legs2 = { race_id2: ctx.race2.race_id, event_id2: ctx.race2.event_id };
	const r = await place(ctx.h, ctx.p, betBody(ctx.race, { bet_type: 10, horse: [3], horse2: [5, 6], ...legs2 }));
	assert.is(r.status, 200, r.body.message);
	const [one, two] = r.body.data.legs as Leg[];
	assert.equal(names(one!), ['3 Silver Arrow 3']);
	assert.equal(names(two!), ['5 Blue Moon 5', '6 Blue Moon 6']);
	assert.is(two!.race_id, ctx.race2.race_id);
});

test('a runner scratched after the bet is named and marked scratched', async (ctx) => {
	const r = await place(ctx.h, ctx.p, betBody(ctx.race, { bet_type: 1, horse: [8] }));
	assert.is(r.status, 200, r.body.message);
	assert.equal(r.body.data.legs[0].runners, [{ horse_id: 8, name: 'Silver Arrow 8', scratched: false }]);
	await ctx.h.db.query('UPDATE runners SET scratched = true WHERE race_id = $1 AND horse_id = 8', [ctx.race.race_id]);
	const list = await ctx.h.call('GET', '/api/order/list?page=1&size=1', { token: ctx.p.access_token });
	assert.equal(list.body.data.list[0].legs[0].runners, [{ horse_id: 8, name: 'Silver Arrow 8', scratched: true }]);
});

test.run();
