import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SPEC_BET_TYPES } from '../../setup/spec-bet-types.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { balance, betBody, makeRace, orderCount, place, type RaceFixture } from './support.ts';

type Ctx = { h: Harness; p: Player; race: RaceFixture; race2: RaceFixture };

// one valid bet per type on a 10-runner field, with its combinations by the rules in docs/bets.md:
const VALID: [number, Record<string, unknown>, number][] = [
	[1, { horse: [1] }, 1],
	[2, { horse: [1, 2] }, 2],
	[3, { horse: [1, 2] }, 1],
	[4, { horse: [1, 2, 3] }, 3],
	[5, { horse1st: [1], horse2nd: [2, 3] }, 2],
	[6, { horse1st: [1], horse2nd: [2], horse3rd: [3, 4] }, 2],
	[7, { horse: [1, 2, 3] }, 6],
	[8, { horse1st: [1], horse2nd: [2], horse3rd: [3], horse4th: [4, 5] }, 2],
	[9, { horse: [1] }, 2],
	[10, { horse: [1], horse2: [2] }, 1],
	[11, { horse: [1, 2], horse2: [2, 3, 4] }, 6],
	[12, { horse1st: [1], horse2nd: [2, 3] }, 2],
	[13, { horse1st: [1], horse2nd: [2, 3] }, 2],
	[14, { horse1st: [1], horse2nd: [2, 3, 4] }, 6],
	[15, { horse1st: [1], horse2nd: [2, 3, 4] }, 6],
];

const placing = suite<Ctx>('placing a race bet', {} as Ctx);
placing.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.p.user_id, 10_000_00);
	ctx.race = await makeRace(ctx.h, { scratched: [9] });
	ctx.race2 = await makeRace(ctx.h, { minutes: 60 });
});
placing.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

for (const [type, fields, combinations] of VALID) {
	const name = SPEC_BET_TYPES[type]!;
	// the doubles, and only they, take a second race:
	const legs = name.startsWith('Double') ? 2 : 1;
	placing(`${name} (${type}) is accepted and costs ${combinations} × $5`, async ({ h, p, race, race2 }) => {
		const before = await balance(h, p);
		const legs2 = legs === 2 ? { race_id2: race2.race_id, event_id2: race2.event_id } : {};
		const r = await place(h, p, betBody(race, { bet_type: type, ...fields, ...legs2 }));
		assert.is(r.status, 200, r.body.message);
		assert.is(r.body.data.combinations, combinations);
		assert.is(r.body.data.unit_stake, 5);
		assert.is(r.body.data.total_stake, combinations * 5);
		assert.is(r.body.data.status, 'pending');
		assert.is(r.body.data.bet_type_name, name);
		assert.is(await balance(h, p), before - combinations * 500, 'the balance drops by exactly the cost');
		const list = await h.call('GET', '/api/order/list?page=1&size=5', { token: p.access_token });
		assert.is(list.body.data.list[0].id, r.body.data.id, 'the new order heads the list');
		assert.is(list.body.data.list[0].legs.length, legs);
	});
}

placing('ids sent as text and empty second-leg fields are accepted', async (ctx) => {
	const body = betBody(ctx.race, { bet_type: '1', race_id: String(ctx.race.race_id), horse: ['2'], betAmount: 1.5 });
	const r = await place(ctx.h, ctx.p, { ...body, horse2: null, event_id2: '' });
	assert.is(r.status, 200, r.body.message);
	assert.equal(r.body.data.selections, { horse: [2] });
	assert.is(r.body.data.total_stake, 1.5);
});

placing.run();

// ---

const refusing = suite<Ctx>('refusing a bad race bet, with nothing debited', {} as Ctx);
refusing.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.p.user_id, 100_00);
	ctx.race = await makeRace(ctx.h, { scratched: [9] });
	ctx.race2 = await makeRace(ctx.h, { minutes: -1 });
});
refusing.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const CASES: [string, (c: Ctx) => Record<string, unknown>, RegExp][] = [
	['a closed race', (c) => ({ race_id: c.race2.race_id, event_id: c.race2.event_id }), /closed/],
	['an unknown race', () => ({ race_id: 999_999, event_id: null }), /not found/],
	['a scratched runner', () => ({ horse: [9] }), /scratched/],
	['an unknown runner', () => ({ horse: [11] }), /not in this race/],
	['a double without its second leg', () => ({ bet_type: 10, horse: [1], horse2: [2] }), /second leg/],
	[
		'a double whose second leg is closed',
		(c) => ({ bet_type: 10, horse: [1], horse2: [2], race_id2: c.race2.race_id }),
		/closed/,
	],
	['zero combinations', () => ({ bet_type: 5, horse1st: [1], horse2nd: [1] }), /no combination/],
	['too few runners', () => ({ bet_type: 3, horse: [1] }), /at least 2/],
	['a stake below the minimum', () => ({ betAmount: 0.4 }), /between \$0\.50/],
	['a stake above the maximum', () => ({ betAmount: 10_000.01 }), /between/],
	['a stake with three decimals', () => ({ betAmount: 1.005 }), /2 decimals/],
	['a stake sent as text', () => ({ betAmount: '5' }), /must be a number/],
	['no stake', () => ({ betAmount: null }), /enter a stake/],
	['more than the balance', () => ({ horse: [1, 2, 3], betAmount: 40 }), /Insufficient balance/],
	['an unknown bet type', () => ({ bet_type: 16 }), /bet type/],
	['a race from another meeting', (c) => ({ event_id: c.race2.event_id }), /not in that meeting/],
	// a misspelt field would otherwise be dropped and the bet placed without it:
	['a field the bet form does not have', () => ({ horse_1st: [1] }), /^Unknown field: horse_1st$/],
];

for (const [what, fields, message] of CASES) {
	refusing(`refuses ${what}`, async (ctx) => {
		const before = await balance(ctx.h, ctx.p);
		const r = await place(ctx.h, ctx.p, betBody(ctx.race, { bet_type: 1, horse: [1], ...fields(ctx) }));
		assert.is(r.status, 400);
		assert.is(r.body.status, 400);
		assert.match(r.body.message, message);
		assert.is(await balance(ctx.h, ctx.p), before, 'nothing was debited');
		assert.is(await orderCount(ctx.h, ctx.p), 0, 'no order was written');
	});
}

refusing('refuses a signed-out player and a missing Idempotency-Key', async (ctx) => {
	const out = await ctx.h.call('POST', '/api/order/place-order', { body: betBody(ctx.race, { bet_type: 1 }) });
	assert.is(out.status, 401);
	const nokey = await ctx.h.call('POST', '/api/order/place-order', {
		token: ctx.p.access_token,
		body: betBody(ctx.race, { bet_type: 1, horse: [1] }),
	});
	assert.is(nokey.status, 400);
	assert.match(nokey.body.message, /Idempotency-Key/);
});

refusing.run();
