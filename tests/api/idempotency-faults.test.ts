import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seedCatalogue } from '../../server/domain/shop/catalogue.ts';
import { sportsTick } from '../../server/domain/sports/sports-clock.ts';
import { betBody, makeRace } from './racing/support.ts';
import { type Faults, faults } from './support/faults.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARD, fund, key, type Player, registerPlayer } from './support/players.ts';

interface MoneyRoute {
	name: string;
	path: string;
	body: unknown;
	/** rows the request makes: a second one would mean it acted twice */
	table: string;
	/** a top-up's checkout is opened after the commit: with the disk full that step fails, and the retry does it */
	stepAfterCommit?: boolean;
}

type Ctx = { h: Harness; f: Faults; p: Player; routes: MoneyRoute[] };
const faulty = suite<Ctx>('money requests when the database fails around the commit', {} as Ctx);
faulty.before(async (ctx) => {
	ctx.f = faults();
	ctx.h = await harness({}, { wrapDb: ctx.f.wrap });
	const { h } = ctx;
	ctx.p = await registerPlayer(h);
	await fund(h, ctx.p.user_id, 1_000_00);
	await h.call('POST', '/api/user/bank_card', { token: ctx.p.access_token, body: CARD });
	await seedCatalogue(h.db);
	await sportsTick(h.db, h.clock.now());
	const list = await h.call('GET', '/api/sports/list?size=1');
	const event = (await h.call('GET', `/api/sports/detail?id=${list.body.data.list[0].id}`)).body.data;
	const market = event.markets[0];
	const selection = market.selections[0];
	const cap = (await h.call('GET', '/api/shop/items')).body.data.list.find((i: { code: string }) => i.code === 'cap');
	const race = await makeRace(h);
	ctx.routes = [
		{
			name: 'top-up',
			path: '/api/wallet/topup',
			body: { amount: 50, method: 'card' },
			table: 'topups',
			stepAfterCommit: true,
		},
		{ name: 'withdrawal', path: '/api/wallet/withdraw', body: { amount: 10 }, table: 'withdrawals' },
		{
			name: 'sport order',
			path: '/api/sports/order',
			body: { event_id: event.id, market_id: market.id, selection_id: selection.id, stake: 5, odds: selection.odds },
			table: 'sport_orders',
		},
		{ name: 'shop purchase', path: '/api/shop/buy', body: { item_id: cap.id, quantity: 1 }, table: 'shop_purchases' },
		{
			name: 'race order',
			path: '/api/order/place-order',
			body: betBody(race, { bet_type: 1, horse: [2], betAmount: 5 }),
			table: 'race_orders',
		},
	];
});
faulty.after(async (ctx) => {
	ctx.f.heal();
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const send = (h: Harness, p: Player, r: MoneyRoute, k: string) =>
	h.call('POST', r.path, { token: p.access_token, headers: { 'Idempotency-Key': k }, body: r.body });
const made = async (h: Harness, p: Player, r: MoneyRoute) =>
	(await h.db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${r.table} WHERE user_id = $1`, [p.user_id]))
		.rows[0]!.n;

faulty('a disk that fills right after the commit still gets the reply out, and a retry replays it', async (ctx) => {
	const { h, f, p } = ctx;
	for (const r of ctx.routes) {
		const before = await made(h, p, r);
		const k = key();
		f.failWritesAfterNextEffect();
		const first = await send(h, p, r, k);
		f.heal();
		const again = await send(h, p, r, k);
		assert.is(again.status, 200, `${r.name}: the retry is answered`);
		assert.is(again.headers.get('idempotent-replayed'), 'true', `${r.name}: replayed`);
		if (r.stepAfterCommit) {
			assert.is(first.status, 500, `${r.name}: the step after the commit could not write`);
			assert.ok(again.body.data.checkout?.url, `${r.name}: the retry opened the checkout`);
		} else {
			assert.is(first.status, 200, `${r.name}: the committed request is answered 200, not ${first.body.message}`);
			assert.equal(again.body, first.body, `${r.name}: the retry gets the original reply`);
		}
		assert.is(await made(h, p, r), before + 1, `${r.name}: done once`);
	}
});

faulty('when the reply cannot be stored nothing is committed, so a retry does the work once', async (ctx) => {
	const { h, f, p } = ctx;
	for (const r of ctx.routes) {
		const before = await made(h, p, r);
		const k = key();
		f.failOnce(/UPDATE idempotency_keys/);
		const first = await send(h, p, r, k);
		assert.is(first.status, 500, `${r.name}: a fault before the commit is a 500`);
		assert.is(await made(h, p, r), before, `${r.name}: and nothing was done`);
		const again = await send(h, p, r, k);
		assert.is(again.status, 200, `${r.name}: the key is free again, not ${again.status} ${again.body.message}`);
		assert.is(again.headers.get('idempotent-replayed'), null, `${r.name}: the retry ran afresh`);
		assert.is(await made(h, p, r), before + 1, `${r.name}: done once`);
	}
});

faulty('a fault while the money moves frees the key: the retry is not told to wait', async (ctx) => {
	const { h, f, p } = ctx;
	for (const r of ctx.routes) {
		const before = await made(h, p, r);
		const k = key();
		f.failOnce(new RegExp(`INSERT INTO ${r.table}\\b`));
		assert.is((await send(h, p, r, k)).status, 500, `${r.name}: a 500`);
		const again = await send(h, p, r, k);
		assert.is(again.status, 200, `${r.name}: then ${again.status} ${again.body.message}`);
		assert.is(await made(h, p, r), before + 1, `${r.name}: done once`);
	}
});

faulty.run();
