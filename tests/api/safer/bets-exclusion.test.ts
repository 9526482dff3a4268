import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seedCatalogue } from '../../../server/domain/shop/catalogue.ts';
import { sportsTick } from '../../../server/domain/sports/sports-clock.ts';
import { balance, betBody, makeRace, place } from '../racing/support.ts';
import { type Harness, harness } from '../support/harness.ts';
import { CARD, fund, key, type Player, registerPlayer } from '../support/players.ts';
import { DAY, setLimit, settingsOf, signIn, topup } from './support.ts';

type Ctx = { h: Harness };
// biome-ignore lint/suspicious/noExplicitAny: replies are checked field by field
type Json = any;

async function sportPick(h: Harness, stake: number) {
	const list = await h.call('GET', '/api/sports/list?size=1');
	const ev = (await h.call('GET', `/api/sports/detail?id=${list.body.data.list[0].id}`)).body.data;
	const m = ev.markets[0];
	return { event_id: ev.id, market_id: m.id, selection_id: m.selections[0].id, stake, odds: m.selections[0].odds };
}
const sportOrder = async (h: Harness, p: Player, stake: number) =>
	h.call('POST', '/api/sports/order', {
		token: p.access_token,
		headers: { 'Idempotency-Key': key() },
		body: await sportPick(h, stake),
	});
const exclude = (h: Harness, p: Player, period: string, confirm = 'EXCLUDE') =>
	h.call('POST', '/api/safer/exclude', { token: p.access_token, body: { period, confirm } });

const bets = suite<Ctx>('safer: bet limits and self-exclusion', {} as Ctx);
bets.before(async (ctx) => {
	ctx.h = await harness();
	await seedCatalogue(ctx.h.db);
	await sportsTick(ctx.h.db, ctx.h.clock.now());
});
bets.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

bets('a per-bet limit caps one order; the day limit counts race and sport stakes together', async ({ h }) => {
	const p = await registerPlayer(h);
	await fund(h, p.user_id, 1_000_00);
	const race = await makeRace(h, { minutes: 60 * 24 * 3 });
	await setLimit(h, p, 'bet', 'per_bet', 20);
	await setLimit(h, p, 'bet', 'day', 50);
	const big = await place(h, p, betBody(race, { bet_type: 1, horse: [1], betAmount: 25 }));
	assert.is(big.body.message, 'Bet limit: the most you can stake on one bet is $20.00');
	assert.is((await place(h, p, betBody(race, { bet_type: 1, horse: [1], betAmount: 20 }))).status, 200);
	assert.is((await sportOrder(h, p, 20)).status, 200);
	const over = await sportOrder(h, p, 15);
	assert.is(over.body.message, 'Bet limit reached: you can stake $10.00 more today');
	const raceOver = await place(h, p, betBody(race, { bet_type: 1, horse: [2], betAmount: 11 }));
	assert.is(raceOver.body.message, 'Bet limit reached: you can stake $10.00 more today');
	assert.is((await settingsOf(h, p)).limits.bet.day.used, 40);
	assert.is(await balance(h, p), 1_000_00 - 40_00, 'refused bets take nothing');
	h.clock.advance(DAY);
	await signIn(h, p);
	assert.is((await place(h, p, betBody(race, { bet_type: 1, horse: [2], betAmount: 20 }))).status, 200);
});

bets('concurrent bets under a day limit: only what fits is taken', async ({ h }) => {
	const p = await registerPlayer(h);
	await fund(h, p.user_id, 1_000_00);
	const race = await makeRace(h);
	await setLimit(h, p, 'bet', 'day', 30);
	const replies = await Promise.all(
		[1, 2, 3, 4].map((n) => place(h, p, betBody(race, { bet_type: 1, horse: [n], betAmount: 10 }))),
	);
	assert.equal(replies.map((r) => r.status).sort(), [200, 200, 200, 400]);
	assert.is(await balance(h, p), 1_000_00 - 30_00);
});

bets('self-exclusion needs the typed word, on the server too', async ({ h }) => {
	const p = await registerPlayer(h);
	for (const confirm of ['', 'exclude please', 'YES']) {
		const r = await exclude(h, p, '7d', confirm);
		assert.is(r.status, 400);
		assert.is(r.body.message, 'confirm must be the word EXCLUDE');
	}
	assert.match((await exclude(h, p, '2d')).body.message, /period must be one of 24h, 7d, 30d, 6m, permanent/);
	assert.is((await settingsOf(h, p)).self_excluded_until, null);
});

bets('an excluded player cannot bet, top up, shop or chat, but can still withdraw', async ({ h }) => {
	const p = await registerPlayer(h);
	await fund(h, p.user_id, 500_00);
	await h.call('POST', '/api/user/bank_card', { token: p.access_token, body: CARD });
	const pending = await h.call('POST', '/api/wallet/withdraw', {
		token: p.access_token,
		headers: { 'Idempotency-Key': key() },
		body: { amount: 50 },
	});
	const race = await makeRace(h);
	const r = await exclude(h, p, '7d');
	assert.is(r.status, 200);
	const until = new Date(h.clock.now().getTime() + 7 * DAY).toISOString();
	assert.is(r.body.data.self_excluded_until, until);
	const refused: [string, { status: number; body: Json }][] = [
		['race bet', await place(h, p, betBody(race, { bet_type: 1, horse: [1] }))],
		['sport bet', await sportOrder(h, p, 10)],
		['top-up', await topup(h, p, 50)],
		[
			'shop',
			await h.call('POST', '/api/shop/buy', {
				token: p.access_token,
				headers: { 'Idempotency-Key': key() },
				body: { item_id: 1 },
			}),
		],
		[
			'danmu',
			await h.call('POST', '/api/live/danmu', { token: p.access_token, body: { stream_id: 'main', text: 'hi' } }),
		],
	];
	for (const [what, reply] of refused) {
		assert.is(reply.status, 403, what);
		assert.is(
			reply.body.message,
			`You have excluded yourself from play until ${until.slice(0, 16).replace('T', ' ')} UTC`,
		);
	}
	assert.is(await balance(h, p), 450_00, 'nothing taken');
	const { payWithdrawal } = await import('../../../server/domain/wallet/withdrawals.ts');
	await payWithdrawal(h.deps, pending.body.data.id, 'op');
	const out = await h.call('POST', '/api/wallet/withdraw', {
		token: p.access_token,
		headers: { 'Idempotency-Key': key() },
		body: { amount: 450 },
	});
	assert.is(out.status, 200, 'remaining funds can be withdrawn');
});

bets('an exclusion cannot be lifted or shortened early, only extended; sign-in shows its end', async ({ h }) => {
	const p = await registerPlayer(h);
	await exclude(h, p, '30d');
	const shorter = await exclude(h, p, '24h');
	assert.is(shorter.status, 400);
	assert.match(shorter.body.message, /can only be extended/);
	await setLimit(h, p, 'deposit', 'day', 10);
	const signin = await signIn(h, p);
	assert.is(signin.body.data.self_excluded_until, new Date(h.clock.now().getTime() + 30 * DAY).toISOString());
	const longer = await exclude(h, p, '6m');
	const sixMonths = new Date(h.clock.now());
	sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
	assert.is(longer.body.data.self_excluded_until, sixMonths.toISOString(), 'six calendar months');
	h.clock.advance(30 * DAY);
	await signIn(h, p);
	assert.is((await topup(h, p, 10)).status, 403, 'still excluded after the first period');
	assert.is((await exclude(h, p, 'permanent')).body.data.self_excluded_until, 'permanent');
	assert.is((await exclude(h, p, 'permanent')).status, 400);
	h.clock.advance(400 * DAY);
	assert.is((await signIn(h, p)).body.data.self_excluded_until, 'permanent');
	for (const path of ['/api/safer/exclude/lift', '/api/safer/unexclude']) {
		assert.is((await h.call('POST', path, { token: p.access_token, body: {} })).status, 404, path);
	}
});

bets('an exclusion ends on its date; sign-in then carries no end date', async ({ h }) => {
	const p = await registerPlayer(h);
	await exclude(h, p, '24h');
	h.clock.advance(DAY);
	const r = await signIn(h, p);
	assert.not.ok('self_excluded_until' in r.body.data);
	assert.is((await topup(h, p, 10)).status, 200);
});

bets.run();
