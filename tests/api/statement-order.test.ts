// The statement newest first by each entry's time, whatever order the entries were written in, the same in every
// zone; within one second in id order; and a race bet's lines name their race and bet type.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tick } from '../../server/sim/demo-clock.ts';
import { betBody, makeRace, place, signInAgain } from './racing/support.ts';
import { type Harness, harness } from './support/harness.ts';
import { fund, type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; p: Player };

interface Entry {
	time: string;
	date: string;
	type: string;
	amount: number;
	venue: string | null;
	race_no: number | null;
	bet_type: string | null;
}

const s = suite<Ctx>('the statement in time order', {} as Ctx);
s.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
});
s.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const at = (h: Harness, iso: string) => h.clock.advance(Date.parse(iso) - h.clock.now().getTime());

const entries = async (h: Harness, p: Player, query: string) => {
	const r = await h.call('GET', `/api/wallet/statement?${query}`, { token: p.access_token });
	assert.is(r.status, 200, r.body.message);
	return r.body.data.list as Entry[];
};

s('entries written out of time order read newest first, the same in Hong Kong and Los Angeles', async ({ h, p }) => {
	// written in this order (ids rising), so id order and time order disagree:
	at(h, '2025-11-28T06:25:00.900Z');
	await fund(h, p.user_id, 10_00);
	at(h, '2025-11-28T06:25:00.100Z');
	await fund(h, p.user_id, 20_00);
	at(h, '2025-11-27T02:05:00Z');
	await fund(h, p.user_id, 30_00);
	at(h, '2025-11-27T18:30:00Z');
	await fund(h, p.user_id, 40_00);
	await signInAgain(h, p);
	const hk = await entries(h, p, 'tz=Asia%2FHong_Kong');
	// within 06:25:00 the later-written entry first, as its running balance was written after the other's:
	assert.equal(
		hk.map((e) => e.amount),
		[20, 10, 40, 30],
	);
	assert.equal(
		hk.map((e) => e.date),
		['2025-11-28', '2025-11-28', '2025-11-28', '2025-11-27'],
	);
	const la = await entries(h, p, 'tz=America%2FLos_Angeles');
	assert.equal(
		la.map((e) => e.amount),
		[20, 10, 40, 30],
		'the zone moves the days, not the order',
	);
	assert.equal(
		la.map((e) => e.date),
		['2025-11-27', '2025-11-27', '2025-11-27', '2025-11-26'],
	);
	const day = await entries(h, p, 'tz=Asia%2FHong_Kong&start=2025-11-28&end=2025-11-28');
	assert.equal(
		day.map((e) => e.amount),
		[20, 10, 40],
		"one of the player's days, in the same order",
	);
	const paged = [...(await entries(h, p, 'tz=UTC&size=3&page=1')), ...(await entries(h, p, 'tz=UTC&size=3&page=2'))];
	assert.equal(
		paged.map((e) => e.amount),
		[20, 10, 40, 30],
		'pages follow the same order',
	);
});

s("a race bet's stake and payout name the race's venue and number and the bet type", async ({ h, p }) => {
	at(h, '2025-11-29T08:00:00Z');
	await signInAgain(h, p);
	const race = await makeRace(h, { minutes: 10 });
	const r = await place(h, p, betBody(race, { bet_type: 1, horse: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], betAmount: 2 }));
	assert.is(r.status, 200, r.body.message);
	h.clock.advance(20 * 60_000);
	const report = await tick(h.deps, h.clock.now(), { generate: false });
	assert.ok(report?.settled, 'the race was resulted and the bet paid');
	await signInAgain(h, p);
	const [payout, stake] = await entries(h, p, 'tz=Asia%2FHong_Kong');
	const venue = (await h.db.query<{ venue: string }>('SELECT venue FROM meetings WHERE id = $1', [race.event_id]))
		.rows[0]!.venue;
	assert.is(stake!.type, 'bet');
	assert.equal([stake!.venue, stake!.race_no, stake!.bet_type], [venue, 1, 'Single Win']);
	assert.is(payout!.type, 'bet_settle');
	assert.equal([payout!.venue, payout!.race_no, payout!.bet_type], [venue, 1, 'Single Win']);
	const topup = (await entries(h, p, 'type=topup'))[0]!;
	assert.equal([topup.venue, topup.race_no, topup.bet_type], [null, null, null], 'other entries name no race');
});

s.run();
