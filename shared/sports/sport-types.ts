// The sports API's shapes, as the server sends them to the app and the office: an event with its markets and
// selections, an order as the player's list shows it, and an event as the trader's board shows it.
import type { OrderStatus } from '../bets/order-view.ts';
export interface Selection {
	id: number;
	code: string;
	name: string;
	odds: number;
}
export interface Market {
	id: number;
	kind: string;
	name: string;
	line: number | null;
	selections: Selection[];
}
export interface SportEvent {
	id: number;
	sport: string;
	league: string;
	home: string;
	away: string;
	starts_at: string;
	status: string;
	/** The final score, once resulted. */
	score?: { home: number; away: number } | null;
	main?: Market | null;
	markets?: Market[];
}
/** The trader's view of an event: the player's, with its score and the orders waiting on it. */
export interface StaffSportEvent extends SportEvent {
	home_score: number | null;
	away_score: number | null;
	pending_orders: number;
}
export interface SportOrder {
	id: number;
	event: { id: number; sport: string; league: string; home: string; away: string; starts_at: string };
	market: { id: number; kind: string; name: string; line: number | null };
	selection: { id: number; code: string; name: string };
	odds: number;
	stake: number;
	status: OrderStatus;
	return: number;
	potential_return: number;
	created_at: string;
	settled_at?: string | null;
}
