// Sport orders: the stake leaves the wallet in the same transaction that records the order,
// at the odds the player saw, or nothing happens at all.

import type { OrderStatus } from '../../../shared/bets/order-view.ts';
import { amountFromCents } from '../../../shared/money/amount.ts';
import type { SportOrder } from '../../../shared/sports/sport-types.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';
import { DomainError } from '../errors.ts';
import type { HouseAccount } from '../house-accounts.ts';
import { houseAccount, playerAccount, post } from '../ledger.ts';
import { guardBet } from '../safer/guards.ts';
import type { EventRow, SelectionRow } from './board.ts';
import { MARKET_NAMES, selectionName, winnings } from './markets.ts';

const STAKE_MIN = 1_00;
const STAKE_MAX = 5_000_00;
export const SPORTSBOOK: HouseAccount = 'sportsbook';

export interface OrderInput {
	event_id: number;
	market_id: number;
	selection_id: number;
	/** cents */
	stake: number;
	/** decimal odds the player saw */
	odds: number;
}

/** The order with its event's names and the market and selection it was on (`odds` as taken, not as now). */
type OrderRow = Pick<EventRow, 'sport' | 'league' | 'home' | 'away' | 'starts_at'> &
	SelectionRow & {
		id: number;
		stake: number;
		status: OrderStatus;
		payout: number;
		created_at: Date;
		settled_at: Date | null;
	};

const ORDER_SQL = `SELECT o.id, o.event_id, e.sport, e.league, e.home, e.away, e.starts_at,
		o.market_id, m.kind, m.line::float8 AS line, o.selection_id, s.code, o.odds, o.stake, o.status, o.payout,
		o.created_at, o.settled_at
	FROM sport_orders o JOIN sport_events e ON e.id = o.event_id JOIN sport_markets m ON m.id = o.market_id
	JOIN sport_selections s ON s.id = o.selection_id`;
const COUNT = 'SELECT count(*)::bigint AS n FROM sport_orders WHERE user_id = $1';

const orderView = (r: OrderRow): SportOrder => ({
	id: r.id,
	event: {
		id: r.event_id,
		sport: r.sport,
		league: r.league,
		home: r.home,
		away: r.away,
		starts_at: r.starts_at.toISOString(),
	},
	market: { id: r.market_id, kind: r.kind, name: MARKET_NAMES[r.kind], line: r.line },
	selection: { id: r.selection_id, code: r.code, name: selectionName(r.kind, r.line, r.code, r.home, r.away) },
	odds: r.odds / 100,
	stake: amountFromCents(r.stake),
	status: r.status,
	/** what was paid back: 0 while pending or lost */
	return: amountFromCents(r.payout),
	potential_return: amountFromCents(winnings(r.stake, r.odds)),
	created_at: r.created_at.toISOString(),
	settled_at: r.settled_at?.toISOString() ?? null,
});

async function findOrder(db: Queryable, where: string, args: unknown[]) {
	const { rows } = await db.query<OrderRow>(`${ORDER_SQL} WHERE ${where}`, args);
	return rows[0] ? orderView(rows[0]) : null;
}

export async function placeSportOrder(db: Db, now: Date, userId: number, input: OrderInput, key: string) {
	if (input.stake < STAKE_MIN || input.stake > STAKE_MAX) {
		throw new DomainError('sport_stake_range', { min: STAKE_MIN, max: STAKE_MAX });
	}
	return db.tx(async (tx) => {
		const again = await findOrder(tx, 'o.user_id = $1 AND o.idem_key = $2', [userId, key]);
		if (again) return again;
		// the event row is locked so it cannot be resulted between these checks and the insert:
		const ev = await tx.query<{ status: string; starts_at: Date }>(
			'SELECT status, starts_at FROM sport_events WHERE id = $1 FOR SHARE',
			[input.event_id],
		);
		const event = ev.rows[0];
		if (!event) throw new DomainError('event_not_found');
		if (event.status !== 'open' || event.starts_at <= now) throw new DomainError('event_closed');
		const sel = await tx.query<{ odds: number }>(
			`SELECT s.odds FROM sport_selections s JOIN sport_markets m ON m.id = s.market_id
			 WHERE s.id = $1 AND m.id = $2 AND m.event_id = $3`,
			[input.selection_id, input.market_id, input.event_id],
		);
		const current = sel.rows[0]?.odds;
		if (current === undefined) throw new DomainError('selection_not_found');
		if (Math.round(input.odds * 100) !== current) {
			throw new DomainError('odds_changed', { odds: (current / 100).toFixed(2) });
		}
		await guardBet(tx, userId, input.stake, now);
		const { rows } = await tx.query<{ id: number }>(
			`INSERT INTO sport_orders (user_id, event_id, market_id, selection_id, odds, stake, status, idem_key, created_at)
			 VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8) RETURNING id`,
			[userId, input.event_id, input.market_id, input.selection_id, current, input.stake, key, now],
		);
		const id = rows[0]!.id;
		const entries = [
			{ account: await playerAccount(tx, userId), amount: -input.stake },
			{ account: await houseAccount(tx, SPORTSBOOK), amount: input.stake },
		];
		await post(tx, { kind: 'sport_bet', ref: `sport_order:${id}`, entries }, now);
		return (await findOrder(tx, 'o.id = $1', [id]))!;
	});
}

export const listSportOrders = (db: Queryable, userId: number, p: { page: number; size: number }) =>
	queryPage(db, `${ORDER_SQL} WHERE o.user_id = $1 ORDER BY o.id DESC`, COUNT, [userId], p, orderView);
