// The order list by state (GET /api/order/list?status=): Pending, Won and Lost as the Order page filters them,
// counted and paged within the filter, never another player's, a misspelt state refused in the player's language.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tick } from '../../../server/sim/demo-clock.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { betBody, makeRace, place, type RaceFixture, signInAgain } from './support.ts';

type Ctx = { h: Harness; p: Player; other: Player; resulted: RaceFixture; later: RaceFixture };

interface Listed {
	list: { id: number; status: string }[];
	total: number;
}

const list = async (ctx: Ctx, query: string, who = ctx.p) => {
	const r = await ctx.h.call('GET', `/api/order/list?${query}`, { token: who.access_token });
	assert.is(r.status, 200, `${query}: ${r.body.message}`);
	return r.body.data as Listed;
};

const test = suite<Ctx>('the order list filtered by state', {} as Ctx);
test.before(async (ctx) => {
	const h = await harness();
	ctx.h = h;
	ctx.p = await registerPlayer(h);
	ctx.other = await registerPlayer(h);
	await fund(h, ctx.p.user_id, 1_000_00);
	await fund(h, ctx.other.user_id, 1_000_00);
	ctx.resulted = await makeRace(h, { minutes: 10, runners: 8 });
	ctx.later = await makeRace(h, { minutes: 120, runners: 8 });
	// a Win on every runner of the first race: one wins (two in a dead heat), the rest lose
	for (let horse = 1; horse <= 8; horse++) {
		const r = await place(h, ctx.p, betBody(ctx.resulted, { bet_type: 1, horse: [horse], betAmount: 2 }));
		assert.is(r.status, 200, r.body.message);
	}
	for (const horse of [1, 2]) {
		const r = await place(h, ctx.p, betBody(ctx.later, { bet_type: 1, horse: [horse], betAmount: 2 }));
		assert.is(r.status, 200, r.body.message);
	}
	// another player's pending bet, which no filter of the first player's may show:
	await place(h, ctx.other, betBody(ctx.later, { bet_type: 1, horse: [3], betAmount: 2 }));
	h.clock.advance(11 * 60_000);
	await tick(h.deps, h.clock.now(), { generate: false });
	h.clock.advance(5 * 60_000);
	await tick(h.deps, h.clock.now(), { generate: false });
	await signInAgain(h, ctx.p);
	await signInAgain(h, ctx.other);
});
test.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

test('without a filter every order is listed, newest first', async (ctx) => {
	const all = await list(ctx, 'page=1&size=50');
	assert.is(all.total, 10);
	assert.is(all.list.length, 10);
	const ids = all.list.map((o) => o.id);
	assert.equal(
		ids,
		[...ids].sort((a, b) => b - a),
		'newest first',
	);
});

test('Pending lists only the bets on the race still to run, with their own total', async (ctx) => {
	const pending = await list(ctx, 'status=pending');
	assert.is(pending.total, 2);
	assert.equal(
		pending.list.map((o) => o.status),
		['pending', 'pending'],
	);
});

test('Won and Lost split the resulted race between them', async (ctx) => {
	const won = await list(ctx, 'status=won&size=50');
	const lost = await list(ctx, 'status=lost&size=50');
	assert.ok(won.total >= 1, 'at least one runner won');
	assert.ok(
		won.list.every((o) => o.status === 'won'),
		'Won holds won bets only',
	);
	assert.ok(
		lost.list.every((o) => o.status === 'lost'),
		'Lost holds lost bets only',
	);
	assert.is(won.total + lost.total, 8, 'every bet on the resulted race is won or lost');
	const several = await list(ctx, 'status=lost,partiallyRefunded,lost&size=50');
	assert.is(several.total, lost.total, 'several states at once, a repeat counted once');
});

test('a filtered list pages within the filter', async (ctx) => {
	const lost = await list(ctx, 'status=lost&size=50');
	const first = await list(ctx, 'status=lost&page=1&size=3');
	const second = await list(ctx, 'status=lost&page=2&size=3');
	assert.is(first.total, lost.total, 'the total counts the filter, not every order');
	assert.equal(
		[...first.list, ...second.list].map((o) => o.id),
		lost.list.slice(0, 6).map((o) => o.id),
	);
});

test("another player's orders never show, whatever the filter", async (ctx) => {
	const theirs = await list(ctx, 'status=pending', ctx.other);
	assert.is(theirs.total, 1);
	const mine = (await list(ctx, 'size=50')).list.map((o) => o.id);
	assert.not.ok(mine.includes(theirs.list[0]!.id));
});

test('a state that does not exist is refused with its code, in the player language', async (ctx) => {
	for (const [lang, words] of [
		['en', 'status must be one of pending, won, lost, refunded, partiallyRefunded'],
		['zh-CN', '状态'],
	] as const) {
		const r = await ctx.h.call('GET', '/api/order/list?status=won,bogus', {
			token: ctx.p.access_token,
			headers: { 'Accept-Language': lang },
		});
		assert.is(r.status, 400);
		assert.is(r.body.code, 'field_one_of');
		assert.ok(String(r.body.message).includes(words), `${lang}: ${r.body.message}`);
	}
});

test.run();
