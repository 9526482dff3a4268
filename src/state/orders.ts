// The player's race orders, page by page; kept in memory so coming back to the list shows them at once.
import { http } from '../api/client.ts';
import type { Logger } from '../api/clock.ts';
import type { Http } from '../api/http.ts';
import { raceOrderPage } from '../api/shapes/orders.ts';
import { createPager, type Page } from './pager.ts';
import { session } from './session.ts';

type OrderStatus = 'pending' | 'won' | 'lost' | 'refunded' | 'partiallyRefunded';

/** A runner an order picked, named as on the race card. */
export interface PickedRunner {
	horse_id: number;
	name: string;
	scratched: boolean;
}

interface OrderLeg {
	race_id: number;
	meetings: string;
	raceNo: number;
	date: string;
	start_time: string;
	/** The runners picked in this leg (absent from servers older than the names). */
	runners?: PickedRunner[];
}

export interface RaceOrder {
	id: number;
	created_at: string;
	bet_type: number;
	bet_type_name: string;
	legs: OrderLeg[];
	selections: Record<string, number[]>;
	combinations: number;
	unit_stake: number;
	total_stake: number;
	status: OrderStatus;
	return: number;
	/** Win, Place and Each Way: the price per $1 and the possible return when placed (approximate at bet time). */
	approx_price?: number | null;
	approx_return?: number | null;
}

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
		http.get<Page<RaceOrder>>('/order/list', { params: { page, size }, schema: raceOrderPage }).then((r) => r.data);
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
