import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seedCatalogue } from '../../../server/domain/shop/catalogue.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, key, type Player, registerPlayer } from '../support/players.ts';

type Ctx = { h: Harness; ann: Player };
const shop = suite<Ctx>('shop: catalogue, buying, purchase history', {} as Ctx);
shop.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
	await seedCatalogue(ctx.h.db);
});
shop.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

async function addItem(h: Harness, code: string, price: number, stock: number) {
	const { rows } = await h.db.query<{ id: number }>(
		`INSERT INTO shop_items (code, name, description, price, stock, glyph) VALUES ($1, $1, 'test item', $2, $3, '🎁') RETURNING id`,
		[code, price, stock],
	);
	return rows[0]!.id;
}
const buy = (h: Harness, p: Player, body: unknown, k = key()) =>
	h.call('POST', '/api/shop/buy', { token: p.access_token, headers: { 'Idempotency-Key': k }, body });
const balance = async (h: Harness, p: Player) =>
	(await h.call('GET', '/api/user/balance', { token: p.access_token })).body.data;
const stockOf = async (h: Harness, id: number) =>
	(await h.db.query<{ stock: number }>('SELECT stock FROM shop_items WHERE id = $1', [id])).rows[0]!.stock;

shop('anyone sees the catalogue with prices, stock and a glyph', async ({ h }) => {
	const r = await h.call('GET', '/api/shop/items');
	assert.is(r.status, 200);
	const cap = r.body.data.list.find((i: { code: string }) => i.code === 'cap');
	assert.equal(Object.keys(cap).sort(), ['code', 'description', 'glyph', 'id', 'name', 'price', 'sold_out', 'stock']);
	assert.is(cap.price, 25);
	assert.is(cap.sold_out, false);
});

shop('20 players racing for 5 in stock: exactly 5 get one, the rest are told it is sold out', async ({ h }) => {
	const id = await addItem(h, 'rare', 10_00, 5);
	const players: Player[] = [];
	for (let i = 0; i < 20; i++) players.push(await registerPlayer(h));
	for (const p of players) await fund(h, p.user_id, 50_00);
	const replies = await Promise.all(players.map((p) => buy(h, p, { item_id: id, quantity: 1 })));
	const won = replies.filter((r) => r.status === 200);
	assert.is(won.length, 5, 'five purchases');
	for (const r of replies.filter((r) => r.status !== 200)) {
		assert.is(r.status, 409);
		assert.is(r.body.message, 'This item is sold out');
	}
	assert.is(await stockOf(h, id), 0);
	const balances = await Promise.all(players.map((p) => balance(h, p)));
	assert.is(balances.filter((b) => b === 40).length, 5, 'buyers paid 10');
	assert.is(balances.filter((b) => b === 50).length, 15, 'the others paid nothing');
	const items = await h.call('GET', '/api/shop/items');
	assert.is(items.body.data.list.find((i: { id: number }) => i.id === id).sold_out, true);
});

shop('one player buying the same item 20 times at once with 20 keys never oversells', async ({ h, ann }) => {
	const id = await addItem(h, 'five', 3_00, 5);
	await fund(h, ann.user_id, 100_00);
	const before = await balance(h, ann);
	const replies = await Promise.all(Array.from({ length: 20 }, () => buy(h, ann, { item_id: id })));
	assert.is(replies.filter((r) => r.status === 200).length, 5);
	assert.is(await stockOf(h, id), 0);
	assert.is(await balance(h, ann), before - 15);
});

shop('asking for more than is left names how many are left; a repeat key buys once', async ({ h, ann }) => {
	const id = await addItem(h, 'three', 2_00, 3);
	const before = await balance(h, ann);
	const many = await buy(h, ann, { item_id: id, quantity: 4 });
	assert.equal([many.status, many.body.message], [409, 'Only 3 left in stock']);
	const k = key();
	const first = await buy(h, ann, { item_id: id, quantity: 2 }, k);
	const again = await buy(h, ann, { item_id: id, quantity: 2 }, k);
	assert.is(first.status, 200);
	assert.equal(again.body, first.body);
	assert.is(first.body.data.total, 4);
	assert.is(await stockOf(h, id), 1);
	assert.is(await balance(h, ann), before - 4);
});

shop('without the money nothing is bought and the stock stays', async ({ h }) => {
	const poor = await registerPlayer(h);
	await fund(h, poor.user_id, 10_00);
	const id = await addItem(h, 'pricey', 99_00, 2);
	const r = await buy(h, poor, { item_id: id });
	assert.equal([r.status, r.body.message], [400, 'Insufficient balance']);
	assert.is(await stockOf(h, id), 2);
	assert.is(await balance(h, poor), 10);
	const none = await h.call('GET', '/api/shop/purchases', { token: poor.access_token });
	assert.is(none.body.data.total, 0);
});

shop('bad requests are refused naming the field', async ({ h, ann }) => {
	const cases: [unknown, number, RegExp][] = [
		[{ item_id: 999_999 }, 404, /Item not found/],
		[{ item_id: '1' }, 400, /item_id must be a number/],
		[{ item_id: 1, quantity: 0 }, 400, /quantity must be at least 1/],
		[{ item_id: 1, quantity: 11 }, 400, /quantity must be at most 10/],
		[{ item_id: 1, quantity: 1.5 }, 400, /quantity must be a whole number/],
		[{ item_id: 1, price: 0 }, 400, /Unknown field: price/],
	];
	for (const [body, status, message] of cases) {
		const r = await buy(h, ann, body);
		assert.is(r.status, status, JSON.stringify(body));
		assert.match(r.body.message, message);
	}
	assert.is((await h.call('POST', '/api/shop/buy', { body: { item_id: 1 } })).status, 401);
	const noKey = await h.call('POST', '/api/shop/buy', { token: ann.access_token, body: { item_id: 1 } });
	assert.match(noKey.body.message, /Idempotency-Key/);
});

shop('the purchase history is paged, newest first', async ({ h, ann }) => {
	const r = await h.call('GET', '/api/shop/purchases?page=1&size=2', { token: ann.access_token });
	assert.is(r.status, 200);
	const { list, page, size, total } = r.body.data;
	assert.equal([page, size, total], [1, 2, 6]);
	assert.is(list.length, 2);
	assert.ok(list[0].id > list[1].id);
	assert.equal(Object.keys(list[0]).sort(), ['created_at', 'id', 'item', 'quantity', 'total', 'unit_price']);
	assert.is((await h.call('GET', '/api/shop/purchases')).status, 401);
});

shop.run();
