// A race order as the server sends it (GET /order/list, POST /order/place-order) and the app reads it.

/** An order's states, race and sport alike; the order list filters by them. */
export const ORDER_STATUSES = ['pending', 'won', 'lost', 'refunded', 'partiallyRefunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A runner an order picked, named as on the race card. */
export interface PickedRunner {
	horse_id: number;
	name: string;
	scratched: boolean;
}

export interface OrderLeg {
	race_id: number;
	event_id: number;
	meetings: string;
	code: string;
	raceNo: number;
	/** the meeting's day, YYYY-MM-DD */
	date: string;
	/** an ISO instant */
	start_time: string;
	/** the race's status */
	status: string;
	/** The runners picked in this leg (absent from servers older than the names). */
	runners?: PickedRunner[];
}

export interface OrderView {
	id: number;
	/** an ISO instant */
	created_at: string;
	bet_type: number;
	bet_type_name: string;
	/** the first leg's race, also in `legs[0]` */
	race_id: number;
	meetings: string;
	raceNo: number;
	date: string;
	legs: OrderLeg[];
	/** only the lists this bet type reads */
	selections: Record<string, number[]>;
	combinations: number;
	/** dollars, as every amount the API carries */
	unit_stake: number;
	total_stake: number;
	status: OrderStatus;
	return: number;
	settled_at: string | null;
	/** Win, Place and Each Way: the price per $1 and the possible return when placed (approximate at bet time). */
	approx_price?: number | null;
	approx_return?: number | null;
	/** Why the money moved after the race, if it did (absent from older servers). */
	correction?: 'voided' | 'refunded' | 'resettled' | null;
	/** an ISO instant, when it moved */
	corrected_at?: string | null;
}
