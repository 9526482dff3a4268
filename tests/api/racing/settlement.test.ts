import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tick } from '../../../server/sim/demo-clock.ts';
import { BET_TYPES } from '../../../shared/bets/bet-types.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { balance, betBody, makeRace, place, type RaceFixture } from './support.ts';

type Ctx = { h: Harness; a: Player; b: Player; r1: RaceFixture; r2: RaceFixture; ids: number[] };

const BETS: [number, Record<string, unknown>][] = [
	[1, { horse: [1, 2, 3] }],
	[2, { horse: [1, 2, 3, 4] }],
	[3, { horse: [1, 2, 3] }],
	[4, { horse: [1, 2, 3, 4] }],
	[5, { horse1st: [1, 2, 3], horse2nd: [1, 2, 3, 4] }],
	[6, { horse1st: [1, 2], horse2nd: [1, 2, 3], horse3rd: [1, 2, 3, 4] }],
	[7, { horse: [1, 2, 3, 4] }],
	[8, { horse1st: [1, 2], horse2nd: [1, 2, 3], horse3rd: [1, 2, 3, 4], horse4th: [1, 2, 3, 4, 5] }],
	[9, { horse: [2, 5] }],
	[10, { horse: [1, 2, 3], horse2: [1, 2, 3] }],
	[11, { horse: [1, 2, 3], horse2: [1, 2, 3] }],
	[12, { horse1st: [1, 2], horse2nd: [3, 4, 5] }],
	[13, { horse1st: [1], horse2nd: [2, 3, 4] }],
	[14, { horse1st: [2], horse2nd: [1, 3, 4, 5] }],
	[15, { horse1st: [3], horse2nd: [1, 2, 4, 5] }],
];

async function signIn(h: Harness, p: Player) {
	const r = await h.call('POST', '/api/user/signin', {
		body: { user_name: p.user_name, password: p.password, device_id: 'test-device' },
	});
	p.access_token = r.body.data.access_token;
}

const settleCount = async (h: Harness, id: number) =>
	(
		await h.db.query<{ n: number }>(
			`SELECT count(*)::bigint AS n FROM ledger_transactions WHERE kind = 'bet_settle' AND ref = $1`,
			[`race_order:${id}`],
		)
	).rows[0]!.n;

const s = suite<Ctx>('settling race orders', {} as Ctx);
s.before(async (ctx) => {
	const h = await harness();
	ctx.h = h;
	ctx.a = await registerPlayer(h);
	ctx.b = await registerPlayer(h);
	await fund(h, ctx.a.user_id, 5_000_00);
	await fund(h, ctx.b.user_id, 5_000_00);
	ctx.r1 = await makeRace(h, { minutes: 10, seed: 7 });
	ctx.r2 = await makeRace(h, { minutes: 11, seed: 11 });
	ctx.ids = [];
	for (const [type, fields] of BETS) {
		for (const p of [ctx.a, ctx.b]) {
			const legs2 = BET_TYPES[type]!.legs === 2 ? { race_id2: ctx.r2.race_id } : {};
			const r = await place(
				h,
				p,
				betBody(ctx.r1, { bet_type: type, ...fields, ...legs2, event_id: null, betAmount: 2 }),
			);
			assert.is(r.status, 200, r.body.message);
			ctx.ids.push(r.body.data.id);
		}
	}
	// every runner backed to win, so the winner's dividend is known to be paid:
	for (let horse = 1; horse <= 10; horse++) {
		const r = await place(h, ctx.b, betBody(ctx.r1, { bet_type: 1, horse: [horse], betAmount: 3 }));
		ctx.ids.push(r.body.data.id);
	}
});
s.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

s('nothing settles before the result delay has passed', async ({ h }) => {
	h.clock.advance(11.5 * 60_000);
	const report = await tick(h.deps, h.clock.now(), { generate: false });
	assert.ok(report);
	assert.is(report.closed, 2, 'both races closed at their start');
	assert.is(report.declared, 0);
	assert.is(report.settled, 0);
});

s('a run that dies half way, then two more runs, pay every order exactly once', async (ctx) => {
	const { h, a, b, ids } = ctx;
	const before = (await balance(h, a)) + (await balance(h, b));
	h.clock.advance(5 * 60_000);
	let settled = 0;
	let died = false;
	try {
		await tick(h.deps, h.clock.now(), {
			generate: false,
			onSettled: () => {
				if (++settled === 7) throw new Error('process killed');
			},
		});
	} catch {
		died = true;
	}
	assert.ok(died, 'the first run stopped half way');
	const pending = await h.db.query<{ n: number }>(
		`SELECT count(*)::bigint AS n FROM race_orders WHERE status = 'pending'`,
	);
	assert.is(pending.rows[0]!.n, ids.length - 7, 'the first run settled seven orders before it died');
	const second = await tick(h.deps, h.clock.now(), { generate: false });
	assert.is(second?.settled, ids.length - 7);
	const third = await tick(h.deps, h.clock.now(), { generate: false });
	assert.is(third?.settled, 0, 'a second full run finds nothing left to pay');
	for (const id of ids) assert.is(await settleCount(h, id), 1, `order ${id} settled once`);
	const returns = await h.db.query<{ total: number }>('SELECT sum(return_cents)::bigint AS total FROM race_orders');
	assert.is((await balance(h, a)) + (await balance(h, b)), before + returns.rows[0]!.total);
	const held = await h.db.query<{ balance: number }>(
		`SELECT sum(balance)::bigint AS balance FROM accounts WHERE code LIKE 'house:bets_held%'`,
	);
	assert.is(held.rows[0]!.balance, 0, 'nothing is left held for settled bets, over every shard');
	const races = await h.db.query<{ status: string }>('SELECT status FROM races WHERE id = ANY($1::bigint[])', [
		[ctx.r1.race_id, ctx.r2.race_id],
	]);
	assert.ok(races.rows.every((r) => r.status === 'resulted'));
});

s('the winner pays its declared win dividend and the card shows the result', async ({ h, b, r1 }) => {
	// the clock has moved past the access tokens' life:
	await signIn(h, b);
	const card = await h.call('GET', `/api/events/race?race_id=${r1.race_id}`);
	assert.is(card.body.data.status, 'resulted');
	const winners: number[] = card.body.data.result.finish[0];
	const scratched: number[] = card.body.data.result.scratched;
	const win = card.body.data.dividends.filter((d: { pool: string }) => d.pool === 'win');
	assert.is(win.length, winners.length);
	const list = await h.call('GET', '/api/order/list?page=1&size=10', { token: b.access_token });
	for (const o of list.body.data.list) {
		const dividend = win.find((d: { combo: number[] }) => d.combo[0] === o.selections.horse[0]);
		if (dividend) {
			assert.is(o.status, 'won');
			assert.is(o.return, Math.floor(dividend.dividend * 100 * 3) / 100);
		} else if (scratched.includes(o.selections.horse[0])) assert.is(o.status, 'refunded');
		else assert.is(o.status, 'lost');
	}
});

s('a player sees only their own orders', async ({ h, a, b }) => {
	await signIn(h, a);
	const mine = await h.call('GET', '/api/order/list?page=1&size=100', { token: a.access_token });
	assert.is(mine.body.data.total, BETS.length);
	const theirs = await h.call('GET', '/api/order/list?page=1&size=1', { token: b.access_token });
	const other = await h.call('GET', `/api/order/detail?id=${theirs.body.data.list[0].id}`, { token: a.access_token });
	assert.is(other.status, 404);
	const own = await h.call('GET', `/api/order/detail?id=${mine.body.data.list[0].id}`, { token: a.access_token });
	assert.is(own.status, 200);
	assert.ok(['won', 'lost', 'refunded', 'partiallyRefunded'].includes(own.body.data.status));
});

s.run();
