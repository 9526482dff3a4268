// The Order page's filter: Pending, Won, Lost or All, read from the page's query and sent as the list's `status`.
import type { OrderStatus } from '../../../shared/bets/order-view.ts';

export const ORDER_FILTERS = ['pending', 'won', 'lost', 'all'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

// a partly refunded bet won nothing and kept only the refunded part of its stake: a loss, as the player counts it;
// a bet refunded whole (its race abandoned) is neither won nor lost, so only All shows it:
const STATES: Record<OrderFilter, readonly OrderStatus[]> = {
	pending: ['pending'],
	won: ['won'],
	lost: ['lost', 'partiallyRefunded'],
	all: [],
};

/** The filter a query names; anything else (none, a typo, an old link) is All. */
export const orderFilter = (query: string | undefined): OrderFilter => ORDER_FILTERS.find((f) => f === query) ?? 'all';

/** The list's `status` parameter for a filter, or none for All. */
export const filterStatus = (filter: OrderFilter): string | undefined => STATES[filter].join(',') || undefined;
