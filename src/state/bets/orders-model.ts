// The player's race orders, page by page; kept in memory so coming back to the list shows them at once.
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { http } from '../../api/client.ts';
import type { Http } from '../../api/http.ts';
import { raceOrderPage } from '../../api/shapes/orders.ts';
import type { Logger } from '../../lib/logger.ts';
import { createPager, type Page } from '../common/pager-model.ts';
import { session } from '../session/session.ts';

interface OrdersDeps {
	http: Pick<Http, 'get'>;
	/** Whose orders these are: another player's sign-in starts from an empty list. */
	owner: () => unknown;
	logger?: Logger;
}

// whose pages an outdated list holds: no player is this one, so the next visit reads page 1 again:
const NOBODY = {};

export function createOrders({ http, owner, logger }: OrdersDeps) {
	const fetchPage = (page: number, size: number) =>
		http.get<Page<OrderView>>('/order/list', { params: { page, size }, schema: raceOrderPage }).then((r) => r.data);
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
		/** Loads page 1 unless this player's pages are already here. */
		ensure(): Promise<void> {
			if (loadedFor !== owner()) pager.reset();
			else if (pager.status.peek() === 'ready') return Promise.resolve();
			return refresh().catch(() => {});
		},
	};
}

export type OrdersModel = ReturnType<typeof createOrders>;

let shared: OrdersModel | undefined;

/** The app's orders model; another player signing in on this device starts from an empty list. */
export function appOrders(): OrdersModel {
	shared ??= createOrders({ http, owner: () => session.userName.peek() });
	return shared;
}
