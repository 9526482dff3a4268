// The sports API's shapes: an event with its markets and selections, and an order as the player's list shows it.
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
	main?: Market | null;
	markets?: Market[];
}
export interface SportOrder {
	id: number;
	event: { id: number; sport: string; league: string; home: string; away: string; starts_at: string };
	market: { id: number; kind: string; name: string; line: number | null };
	selection: { id: number; code: string; name: string };
	odds: number;
	stake: number;
	status: string;
	return: number;
	potential_return: number;
	created_at: string;
}
