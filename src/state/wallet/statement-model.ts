// The statement: ledger entries with their running balance, filtered by type and date range.
import { batch, signal } from '@preact/signals';
import { BET_TYPES } from '../../../shared/bets/bet-types.ts';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { Http } from '../../api/http.ts';
import { statementPage } from '../../api/shapes/wallet.ts';
import type { Logger } from '../../lib/logger.ts';
import { createPager, type Page } from '../common/pager-model.ts';

export interface StatementEntry {
	id: number;
	date: string;
	time: string;
	type: string;
	ref: string;
	memo: string | null;
	amount: number;
	balance: number;
	/** A race bet's stake and payouts: its race (venue, number) and bet type's name. */
	venue?: string | null;
	race_no?: number | null;
	bet_type?: string | null;
}

export interface StatementFilter {
	type: string;
	/** YYYY-MM-DD or '' for no bound. */
	start: string;
	end: string;
}

export const ENTRY_TYPES = [
	'topup',
	'withdraw',
	'withdraw_returned',
	'bet',
	'bet_settle',
	'sport_bet',
	'sport_win',
	'sport_refund',
	'shop',
	'referral',
	'adjust',
] as const;

/**
 * The entry's note in the player's language, from the fields the server writes: a race bet's race and bet type
 * (its name in shared/bets), a payout's outcome; anything else (an operator's reason) stays as written. Needs the
 * 'bet' and 'orders' text areas.
 */
export function statementNote(
	{ type, memo, venue, race_no, bet_type }: Pick<StatementEntry, 'type' | 'memo'> & Partial<StatementEntry>,
	t: (key: string, params?: Record<string, unknown>) => string,
) {
	// a code this build has no words for is shown as the server wrote it:
	const say = (key: string | undefined, raw: string | null | undefined) => (key && t(key) !== key ? t(key) : raw);
	const bet = type === 'bet' ? memo : bet_type;
	return [
		venue && t('orders.race', { meeting: venue, no: race_no }),
		say(BET_TYPES.find((b) => b.index > 0 && b.name === bet)?.key, bet),
		type === 'bet' ? '' : say(type === 'bet_settle' ? `orders.status.${memo}` : '', memo),
	]
		.filter(Boolean)
		.join(' · ');
}

/** The player's zone as the device knows it: the statement's days are the player's days. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function createStatement(http: Pick<Http, 'get'>, logger: Logger = console, zone: () => string = deviceZone) {
	const filter = signal<StatementFilter>({ type: '', start: '', end: '' });
	const pager = createPager<StatementEntry>((page, size) => {
		const { type, start, end } = filter.peek();
		const params: Record<string, string | number> = { page, size, tz: zone() };
		if (type) params.type = type;
		if (start) params.start = start;
		if (end) params.end = end;
		return http.get<Page<StatementEntry>>('/wallet/statement', { params, schema: statementPage }).then((r) => r.data);
	}, logger);
	return {
		...pager,
		...readOnly({ filter }),
		/** A new filter starts the list again from its first page. */
		setFilter(next: Partial<StatementFilter>) {
			batch(() => {
				filter.value = { ...filter.peek(), ...next };
				pager.reset();
			});
			return pager.refresh().catch(() => {});
		},
	};
}
