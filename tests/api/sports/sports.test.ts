import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settleSports, sportsTick } from '../../../server/domain/sports/sports-clock.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, key, type Player, registerPlayer } from '../support/players.ts';

type Ctx = { h: Harness; ann: Player };
const sports = suite<Ctx>('sports: board, detail, orders, settlement', {} as Ctx);
sports.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.ann.user_id, 1_000_00);
	await sportsTick(ctx.h.db, ctx.h.clock.now());
});
sports.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

// biome-ignore lint/suspicious/noExplicitAny: replies are checked field by field
type Json = any;
const balance = async (h: Harness, p: Player) =>
	(await h.call('GET', '/api/user/balance', { token: p.access_token })).body.data as number;
const order = (h: Harness, p: Player, body: unknown, k = key()) =>
	h.call('POST', '/api/sports/order', { token: p.access_token, headers: { 'Idempotency-Key': k }, body });
const orderCount = async (h: Harness) =>
	(await h.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM sport_orders')).rows[0]!.n;

async function firstEvent(h: Harness, sport: string) {
	const list = await h.call('GET', `/api/sports/list?sport=${sport}&size=1`);
	return (await h.call('GET', `/api/sports/detail?id=${list.body.data.list[0].id}`)).body.data;
}
function pick(event: Json, kind: string, code: string, stake = 10) {
	const market = event.markets.find((m: Json) => m.kind === kind);
	const selection = market.selections.find((s: Json) => s.code === code);
	return { event_id: event.id, market_id: market.id, selection_id: selection.id, stake, odds: selection.odds };
}

sports('the board lists open events soonest first, each with its match-result odds', async ({ h }) => {
	const r = await h.call('GET', '/api/sports/list');
	assert.is(r.status, 200);
	const { list, page, size, total, sports: kinds } = r.body.data;
	assert.equal([page, size], [1, 20]);
	assert.ok(total > 20, `${total} open events`);
	assert.equal(
		kinds.map((s: Json) => s.code),
		['football', 'basketball', 'tennis'],
	);
	const e = list[0];
	assert.equal(Object.keys(e).sort(), [
		'away',
		'home',
		'id',
		'league',
		'main',
		'score',
		'sport',
		'starts_at',
		'status',
	]);
	assert.is(e.status, 'open');
	assert.ok(Date.parse(e.starts_at) > h.clock.now().getTime());
	assert.is(e.main.kind, 'match_result');
	for (let i = 1; i < list.length; i++) assert.ok(list[i - 1].starts_at <= list[i].starts_at, 'soonest first');
	const football = await h.call('GET', '/api/sports/list?sport=football&size=100');
	assert.ok(football.body.data.list.every((x: Json) => x.sport === 'football' && x.main.selections.length === 3));
	const tennis = await h.call('GET', '/api/sports/list?sport=tennis&size=100');
	assert.ok(
		tennis.body.data.list.every((x: Json) => x.main.selections.length === 2),
		'no draw in tennis',
	);
	assert.match((await h.call('GET', '/api/sports/list?sport=curling')).body.message, /sport must be one of/);
});

sports('an event shows match result, handicap and over/under with odds', async ({ h }) => {
	const e = await firstEvent(h, 'football');
	assert.equal(
		e.markets.map((m: Json) => m.kind),
		['match_result', 'handicap', 'over_under'],
	);
	for (const m of e.markets) {
		for (const s of m.selections) {
			assert.ok(s.odds > 1 && /^\d+(\.\d\d?)?$/.test(String(s.odds)), `odds ${s.odds}`);
			assert.type(s.name, 'string');
		}
	}
	assert.match(e.markets[2].selections[0].name, /^Over \d/);
	assert.is((await h.call('GET', '/api/sports/detail?id=999999')).status, 404);
	assert.is((await h.call('GET', '/api/sports/detail?id=x')).status, 400);
});

sports('a valid order takes exactly the stake and shows in the order list', async ({ h, ann }) => {
	const before = await balance(h, ann);
	const body = pick(await firstEvent(h, 'football'), 'match_result', 'home', 12.34);
	const r = await order(h, ann, body);
	assert.is(r.status, 200, r.body.message);
	assert.is(await balance(h, ann), before - 12.34);
	assert.equal([r.body.data.status, r.body.data.stake, r.body.data.return], ['pending', 12.34, 0]);
	const list = await h.call('GET', '/api/sports/orders?page=1&size=5', { token: ann.access_token });
	const first = list.body.data.list[0];
	assert.equal(first, r.body.data);
	assert.equal(Object.keys(first.event).sort(), ['away', 'home', 'id', 'league', 'sport', 'starts_at']);
	assert.is(first.potential_return, Math.floor(1234 * body.odds) / 100);
});

sports('each refusal says why and takes nothing', async ({ h, ann }) => {
	const e = await firstEvent(h, 'basketball');
	const good = pick(e, 'handicap', 'away');
	const closed = await h.db.query<{ id: number }>(
		"SELECT id FROM sport_events WHERE status <> 'open' ORDER BY id LIMIT 1",
	);
	const past = (await h.call('GET', `/api/sports/detail?id=${closed.rows[0]!.id}`)).body.data;
	const other = pick(await firstEvent(h, 'tennis'), 'match_result', 'home');
	const poor = await registerPlayer(h);
	const cases: [Player, unknown, number, RegExp][] = [
		[ann, pick(past, 'match_result', 'home'), 400, /Betting on this event has closed/],
		[ann, { ...good, event_id: 999_999 }, 404, /Event not found/],
		[ann, { ...good, selection_id: other.selection_id }, 400, /Selection not found/],
		[ann, { ...good, market_id: other.market_id }, 400, /Selection not found/],
		[ann, { ...good, odds: good.odds + 0.1 }, 409, /Odds have changed to \d+\.\d\d/],
		[ann, { ...good, stake: 0.5 }, 400, /stake must be between \$1\.00 and \$5000\.00/],
		[ann, { ...good, stake: 5000.01 }, 400, /stake must be between \$1\.00 and \$5000\.00/],
		[ann, { ...good, stake: 10.001 }, 400, /stake must have at most 2 decimals/],
		[ann, { ...good, stake: '10' }, 400, /stake must be a number/],
		[ann, { ...good, extra: 1 }, 400, /Unknown field: extra/],
		[poor, good, 400, /Insufficient balance/],
	];
	for (const [p, body, status, message] of cases) {
		const before = [await balance(h, p), await orderCount(h)];
		const r = await order(h, p, body);
		assert.is(r.status, status, JSON.stringify(body));
		assert.match(r.body.message, message);
		assert.equal([await balance(h, p), await orderCount(h)], before, 'nothing taken');
	}
	assert.is((await h.call('POST', '/api/sports/order', { body: good })).status, 401);
});

sports('the same Idempotency-Key sent 20 times at once places one order', async ({ h, ann }) => {
	const before = await balance(h, ann);
	const count = await orderCount(h);
	const body = pick(await firstEvent(h, 'football'), 'over_under', 'under', 5);
	const k = key();
	const replies = await Promise.all(Array.from({ length: 20 }, () => order(h, ann, body, k)));
	for (const r of replies) assert.ok([200, 409].includes(r.status), `status ${r.status}`);
	assert.ok(replies.some((r) => r.status === 200));
	assert.is(await orderCount(h), count + 1);
	assert.is(await balance(h, ann), before - 5);
	const replay = await order(h, ann, body, k);
	assert.is(replay.headers.get('idempotent-replayed'), 'true');
});

sports('settlement pays winners from the result once, however often it runs', async ({ h }) => {
	const bob = await registerPlayer(h);
	await fund(h, bob.user_id, 100_00);
	const e = await firstEvent(h, 'tennis');
	const home = await order(h, bob, pick(e, 'match_result', 'home', 10));
	const away = await order(h, bob, pick(e, 'match_result', 'away', 10));
	const sets = await order(h, bob, pick(e, 'over_under', 'over', 10));
	assert.is(await balance(h, bob), 70);
	h.clock.advance(Date.parse(e.starts_at) - h.clock.now().getTime() + 2 * 3_600_000);
	const first = await settleSports(h.db, h.clock.now());
	const again = await settleSports(h.db, h.clock.now());
	assert.ok(first.settled >= 3);
	assert.is(again.settled, 0, 'a rerun settles nothing');
	const resulted = (await h.call('GET', `/api/sports/detail?id=${e.id}`)).body.data;
	assert.is(resulted.status, 'resulted');
	const { home: hs, away: as } = resulted.score;
	assert.ok(hs !== as && Math.max(hs, as) === 2, `tennis score ${hs}-${as}`);
	// a day has passed, so bob signs in again:
	const signin = await h.call('POST', '/api/user/signin', {
		body: { user_name: bob.user_name, password: bob.password, device_id: 'test-device' },
	});
	const token = signin.body.data.access_token;
	const list = (await h.call('GET', '/api/sports/orders', { token })).body.data.list;
	const byId = new Map(list.map((o: Json) => [o.id, o]));
	const winner = hs > as ? home : away;
	const loser = hs > as ? away : home;
	const overWon = hs + as > 2.5;
	assert.is((byId.get(winner.body.data.id) as Json).status, 'won');
	assert.is((byId.get(loser.body.data.id) as Json).status, 'lost');
	assert.is((byId.get(sets.body.data.id) as Json).status, overWon ? 'won' : 'lost');
	const paid = winner.body.data.potential_return + (overWon ? sets.body.data.potential_return : 0);
	assert.is(await balance(h, { ...bob, access_token: token }), Math.round((70 + paid) * 100) / 100);
	const wins = await h.db.query<{ n: number }>(
		"SELECT count(*)::bigint AS n FROM ledger_transactions WHERE kind = 'sport_win' AND ref = $1",
		[`sport_order:${winner.body.data.id}`],
	);
	assert.is(wins.rows[0]!.n, 1, 'paid once');
});

sports('the board is generated once per fixture, so a rerun adds nothing', async ({ h }) => {
	const again = await sportsTick(h.db, h.clock.now());
	assert.is(again.created, 0);
	h.clock.advance(86_400_000);
	const next = await sportsTick(h.db, h.clock.now());
	assert.is(next.created, 14, 'one new day of fixtures');
	const open = await h.call('GET', '/api/sports/list');
	assert.ok(open.body.data.total > 0, 'there are always open events');
});

sports.run();
