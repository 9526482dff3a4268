// The safer-play API's shapes: limits with what is used and pending, settings, devices, monthly activity.
export interface Limit {
	amount: number | null;
	used: number | null;
	pending: { amount: number | null; effective_at: string } | null;
}
export interface SaferSettings {
	limits: { deposit: Record<'day' | 'week' | 'month', Limit>; bet: Record<'day' | 'per_bet', Limit> };
	self_excluded_until: string | null;
	reality_check_minutes: number;
	cooling_off_days: number;
}
export interface Device {
	session_id: string;
	device_id: string;
	/** The browser and system it signed in with ('Chrome', 'Android'); null where the server could not tell. */
	browser?: string | null;
	os?: string | null;
	created_at: string;
	last_seen_at: string;
	current: boolean;
}
export interface FailedSignIn {
	at: string;
	address: string;
	browser?: string | null;
	os?: string | null;
}
export interface MonthActivity {
	month: string;
	deposits: number;
	withdrawals: number;
	stakes: number;
	returns: number;
}
export interface SessionSummary {
	started_at: string;
	seconds_played: number;
	net: number;
}
export type LimitKind = 'deposit' | 'bet';
export type SendResult = 'saved' | 'invalid' | 'offline' | 'busy' | 'failed';
