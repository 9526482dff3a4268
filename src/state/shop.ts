// The shop: the catalogue, buying one item with an Idempotency-Key kept until a definitive reply, purchase history.
import { batch, computed, signal } from '@preact/signals';
import { http } from '../api/client.ts';
import { EXPIRED, isApiError, REJECTED } from '../api/errors.ts';
import type { Http } from '../api/http.ts';
import { createDraft } from './drafts.ts';
import { appDeps, failureText, isFinal, type LoadStatus, type ModelDeps } from './sports.ts';
import { createPager, type Page } from './wallet-pager.ts';

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
	// the purchase being made and its Idempotency-Key, kept until a definitive reply:
	const draft = createDraft<PendingBuy>('shop-buy', deps.storage, deps.newKey);
	const items = signal<ShopItem[]>([]);
	const status = signal<LoadStatus>('idle');
	const buying = signal<number | null>(null);

	async function fetchItems() {
		if (!items.peek().length) status.value = 'loading';
		try {
			const { data } = await deps.http.get<{ list: ShopItem[] }>('/shop/items');
			batch(() => {
				items.value = data.list;
				status.value = 'ready';
			});
		} catch (error) {
			if (items.peek().length) deps.notify(error instanceof Error ? error.message : String(error));
			else status.value = 'error';
		}
	}

	const purchases = createPager<Purchase>((page, size) =>
		deps.http.get<Page<Purchase>>('/shop/purchases', { params: { page, size } }).then((r) => r.data),
	);

	async function buy(item: ShopItem, quantity = 1): Promise<BuyResult> {
		if (buying.peek() !== null || item.sold_out) return 'busy';
		if (!deps.online()) {
			deps.notify(deps.t('errors.offline'));
			return 'offline';
		}
		// a purchase of the same thing that never got a definitive reply is retried under its old key:
		const body = { item_id: item.id, quantity };
		const key = draft.keyFor(body, body);
		buying.value = item.id;
		try {
			await deps.http.post<Purchase>('/shop/buy', body, { idempotencyKey: key });
			draft.settle();
			deps.notify(deps.t('shop.bought', { name: item.name }));
			deps.refreshBalance();
			void fetchItems();
			void purchases.refresh().catch(() => {});
			return 'bought';
		} catch (error) {
			if (isApiError(error) && error.code === REJECTED && isFinal(error.httpStatus, error.message)) {
				draft.settle();
				deps.notify(error.message);
				void fetchItems();
				return 'refused';
			}
			if (!(isApiError(error) && error.code === EXPIRED)) deps.notify(failureText(error, deps.t));
			return 'failed';
		} finally {
			buying.value = null;
		}
	}

	return {
		items: computed(() => items.value),
		status: computed(() => status.value),
		buying: computed(() => buying.value),
		purchases,
		fetchItems,
		buy,
		/** True while a purchase went out without a definitive reply, so its retry reuses the key. */
		unsettled: () => draft.unsettled(),
	};
}

export type ShopModel = ReturnType<typeof createShop>;

let shared: ShopModel | undefined;
export const shopModel = (): ShopModel => {
	shared ??= createShop({ ...appDeps(), http });
	return shared;
};
