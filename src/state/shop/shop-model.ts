// The shop: the catalogue, buying one item with an Idempotency-Key kept until a final reply, purchase history.
import { batch, computed, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { Http } from '../../api/http.ts';
import { moneyPost } from '../../api/money-post.ts';
import { purchasePage, purchaseShape, shopItemsShape } from '../../api/shapes/shop.ts';
import { reasonOf } from '../common/failure-text.ts';
import type { LoadStatus, ModelDeps } from '../common/model-deps.ts';
import { createPager, type Page } from '../common/pager-model.ts';
import { createMoneyAction, tellNotSent } from '../money/money-action-model.ts';
import { createMoneyDraft } from '../money/money-draft-model.ts';

export interface ShopItem {
	id: number;
	name: string;
	description: string;
	price: number;
	stock: number;
	sold_out: boolean;
	glyph: string;
}
export interface Purchase {
	id: number;
	item: { id: number; name: string; glyph: string };
	quantity: number;
	unit_price: number;
	total: number;
	created_at: string;
}
interface PendingBuy {
	item_id: number;
	quantity: number;
}
export type BuyResult = 'bought' | 'offline' | 'busy' | 'refused' | 'failed';

export function createShop(deps: ModelDeps & { http: Http }) {
	// the purchase being made and its Idempotency-Key, kept until a final reply:
	const draft = createMoneyDraft<PendingBuy>('shop-buy', deps.storage, deps.newKey);
	const action = createMoneyAction(draft, deps.online);
	const items = signal<ShopItem[]>([]);
	const status = signal<LoadStatus>('idle');
	const chosen = signal<number | null>(null);
	// the item whose purchase is on its way, for its button:
	const buying = computed(() => (action.sending.value ? chosen.value : null));

	async function fetchItems() {
		if (!items.peek().length) status.value = 'loading';
		try {
			const { data } = await deps.http.get<{ list: ShopItem[] }>('/shop/items', { schema: shopItemsShape });
			batch(() => {
				items.value = data.list;
				status.value = 'ready';
			});
		} catch (error) {
			if (items.peek().length) deps.notify(reasonOf(error));
			else status.value = 'error';
		}
	}

	const purchases = createPager<Purchase>((page, size) =>
		deps.http
			.get<Page<Purchase>>('/shop/purchases', { params: { page, size }, schema: purchasePage })
			.then((r) => r.data),
	);

	async function buy(item: ShopItem, quantity = 1): Promise<BuyResult> {
		if (buying.peek() !== null || item.sold_out) return 'busy';
		// a purchase of the same thing that never got a final reply is retried under its old key:
		const body = { item_id: item.id, quantity };
		chosen.value = item.id;
		const sent = await action.send(body, body, moneyPost<Purchase>(deps.http, '/shop/buy', purchaseShape));
		if (sent.kind === 'done') {
			deps.notify(deps.t('shop.bought', { name: item.name }));
			deps.refreshBalance();
			void fetchItems();
			void purchases.refresh().catch(() => {});
			return 'bought';
		}
		tellNotSent(sent, deps.notify, deps.t, 'errors.offline');
		// a refusal is often stock that ran out meanwhile:
		if (sent.kind === 'refused') void fetchItems();
		return sent.kind;
	}

	return {
		...readOnly({ items, status }),
		buying,
		purchases,
		fetchItems,
		buy,
		/** True while a purchase went out without a final reply, so its retry reuses the key. */
		unsettled: () => draft.unsettled(),
	};
}

export type ShopModel = ReturnType<typeof createShop>;
