// The player's race orders, page by page; kept in memory so coming back to the list shows them at once.
import type { OrderView } from '../../../shared/bets/order-view.ts';
import type { Http } from '../../api/http.ts';
import { raceOrderPage } from '../../api/shapes/orders.ts';
import type { Logger } from '../../lib/logger.ts';
import { createPager, type Page } from '../common/pager-model.ts';
import { filterStatus, type OrderFilter } from './order-filter.ts';

interface OrdersDeps {
	http: Pick<Http, 'get'>;
	/** Whose orders these are: another player's sign-in starts from an empty list. */
	owner: () => unknown;
	logger?: Logger;
}

// whose pages an outdated list holds: no player is this one, so the next visit reads page 1 again:
const NOBODY = {};

export function createOrders({ http, owner, logger }: OrdersDeps) {
	let filter: OrderFilter = 'all';
	const fetchPage = (page: number, size: number) => {
		const status = filterStatus(filter);
		const params: Record<string, string | number> = status ? { page, size, status } : { page, size };
		return http.get<Page<OrderView>>('/order/list', { params, schema: raceOrderPage }).then((r) => r.data);
	};
	// orders placed since page 1 shift the pages, so one can come twice:
	const pager = createPager(fetchPage, logger, (o) => o.id);
	let loadedFor: unknown;
	const refresh = async () => {
		await pager.refresh();
		loadedFor = owner();
	};
	return {
		...pager,
		refresh,
		/** Orders were placed since the list was read: the next visit reads page 1 again (a list on screen stays). */
		outdated() {
			loadedFor = NOBODY;
		},
		/** Shows only the orders a filter keeps: another filter starts from page 1 (the next ensure() loads it). */
		filter(next: OrderFilter) {
			if (next === filter) return;
			filter = next;
			loadedFor = NOBODY;
		},
		/** Loads page 1 unless this player's pages are already here. */
		ensure(): Promise<void> {
			if (loadedFor !== owner()) pager.reset();
			else if (pager.status.peek() === 'ready') return Promise.resolve();
			return refresh().catch(() => {});
		},
	};
}

export type OrdersModel = ReturnType<typeof createOrders>;
