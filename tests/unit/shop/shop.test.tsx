import { signal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ShopView } from '../../../src/pages/shop/shop-view.tsx';
import type { ModalRequest } from '../../../src/state/shell/modal.ts';
import { createShop, type Purchase, type ShopItem } from '../../../src/state/shop/shop-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { fakeDeps, fakeServer, ok } from '../sports/setup.ts';

const item = (id: number, name: string, price: number, stock: number): ShopItem => ({
	id,
	name,
	description: `${name} for fans`,
	price,
	stock,
	sold_out: stock === 0,
	glyph: '☕',
});

const settle = async () => {
	for (let i = 0; i < 6; i++) await flushPromises();
};

// a purchase as POST /shop/buy answers it (server/README.md):
const purchase = (id: number) => ({
	id,
	item: { id: 1, name: 'Club mug', glyph: '☕' },
	quantity: 1,
	unit_price: 12.5,
	total: 12.5,
	created_at: '2030-01-01T00:00:00Z',
});

function setup(buy: (call: unknown, n: number) => ReturnType<typeof ok> | Error, answer = true) {
	const bought: Purchase[] = [];
	const server = fakeServer({
		'GET /shop/items': () => ok({ list: [item(1, 'Club mug', 12.5, 5), item(2, 'Signed cap', 40, 0)] }),
		'GET /shop/purchases': () => ok({ list: bought, page: 1, size: 20, total: bought.length }),
		'POST /shop/buy': (call, n) => {
			const reply = buy(call, n);
			if (!(reply instanceof Error) && reply.status === 200) {
				bought.unshift({
					id: n + 1,
					item: { id: 1, name: 'Club mug', glyph: '☕' },
					quantity: 1,
					unit_price: 12.5,
					total: 12.5,
					created_at: '2030-01-01T00:00:00Z',
				});
			}
			return reply;
		},
	});
	const fake = fakeDeps();
	const model = createShop({ ...fake.deps, http: server.http });
	const asked: ModalRequest[] = [];
	const balance = signal<number | null>(100);
	const root = mount();
	const view = (
		<ShopView
			model={model}
			balance={balance}
			fetchBalance={async () => 100}
			confirm={async (r) => {
				asked.push(r);
				return answer;
			}}
		/>
	);
	return { ...server, ...fake, model, root, asked, view };
}

async function open(ctx: ReturnType<typeof setup>) {
	act(() => render(ctx.view, ctx.root));
	await act(settle);
}

const buyButton = (root: HTMLElement, name: string) =>
	root.querySelector<HTMLButtonElement>(`section[aria-label="${name}"] button`)!;

async function tapBuy(ctx: ReturnType<typeof setup>, name = 'Club mug') {
	await act(async () => {
		buyButton(ctx.root, name).click();
		await settle();
	});
}

const test = suite('shop');

test('lists items with price, stock and description; a sold-out item cannot be bought', async () => {
	const ctx = setup(() => ok(null));
	await open(ctx);
	const mug = ctx.root.querySelector('section[aria-label="Club mug"]')?.textContent ?? '';
	assert.match(mug, '$12.50');
	assert.match(mug, '5 left');
	assert.match(mug, 'Club mug for fans');
	const cap = buyButton(ctx.root, 'Signed cap');
	assert.ok(cap.disabled, 'sold-out button is enabled');
	assert.match(cap.textContent ?? '', 'Sold out');
	render(null, ctx.root);
});

test('cancelling the confirmation sends nothing', async () => {
	const ctx = setup(() => ok(null), false);
	await open(ctx);
	await tapBuy(ctx);
	assert.is(ctx.asked.length, 1, 'no confirmation asked');
	assert.match(ctx.asked[0]?.content ?? '', '$12.50');
	assert.is(ctx.calls('POST', '/shop/buy').length, 0);
	render(null, ctx.root);
});

test('a confirmed purchase is sent with a key, toasts, refreshes the balance and shows in the history', async () => {
	const ctx = setup(() => ok(purchase(1)));
	await open(ctx);
	assert.match(ctx.root.textContent ?? '', 'No purchases yet');
	await tapBuy(ctx);
	const sent = ctx.calls('POST', '/shop/buy');
	assert.is(sent.length, 1);
	assert.equal(sent[0]?.body, { item_id: 1, quantity: 1 });
	assert.is(sent[0]?.headers['idempotency-key'], 'key-1');
	assert.match(ctx.state.toasts.join(), 'shop.bought');
	assert.is(ctx.state.balanceRefreshes, 1);
	assert.match(ctx.root.querySelector('.club-history')?.textContent ?? '', 'Club mug');
	render(null, ctx.root);
});

test('a thrown purchase keeps its key for the retry; the next purchase gets a new one', async () => {
	const ctx = setup((_call, n) => (n === 0 ? new TypeError('Failed to fetch') : ok(purchase(n))));
	await open(ctx);
	await tapBuy(ctx);
	assert.ok(ctx.model.unsettled(), 'key dropped after a request that threw');
	assert.equal(ctx.state.toasts, ['errors.submitFailed']);
	await tapBuy(ctx);
	await tapBuy(ctx);
	const keys = ctx.calls('POST', '/shop/buy').map((c) => c.headers['idempotency-key']);
	assert.equal(keys, ['key-1', 'key-1', 'key-2']);
	render(null, ctx.root);
});

test('offline, buying is refused before anything is sent', async () => {
	const ctx = setup(() => ok({ id: 1 }));
	await open(ctx);
	ctx.state.online = false;
	await tapBuy(ctx);
	assert.is(ctx.calls('POST', '/shop/buy').length, 0);
	assert.equal(ctx.state.toasts, ['errors.offline']);
	render(null, ctx.root);
});

test.run();
