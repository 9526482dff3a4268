// A player's race orders: the paged list (newest first) and one order, never another player's.
import type { Selections } from '../../../shared/bets/bet-request.ts';
import { betTypeByIndex } from '../../../shared/bets/bet-types.ts';
import type { OrderLeg, OrderStatus, OrderView } from '../../../shared/bets/order-view.ts';
import { amountFromCents } from '../../../shared/money/amount.ts';
import type { Queryable } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';
import type { Lang } from '../../i18n/language.ts';
import { DomainError } from '../errors.ts';
import { venueIn } from './local-names.ts';
import { pickedRunners, type RunnerName, runnerNames } from './order-runners.ts';

export interface OrderRow {
	id: number;
	bet_type: number;
	selections: Selections;
	combinations: number;
	unit_stake: number;
	total_stake: number;
	status: OrderStatus;
	return_cents: number;
	created_at: Date;
	settled_at: Date | null;
	approx_price: number | null;
	approx_return: number | null;
	correction: 'voided' | 'refunded' | 'resettled' | null;
	corrected_at: Date | null;
	race_id: number;
	event_id: number;
	meetings: string;
	code: string;
	raceNo: number;
	day: string;
	start_time: Date;
	race_status: string;
	race_id2: number | null;
	event_id2: number | null;
	meetings2: string | null;
	code2: string | null;
	raceNo2: number | null;
	day2: string | null;
	start_time2: Date | null;
	race_status2: string | null;
	runners1: RunnerName[] | null;
	runners2: RunnerName[] | null;
}

// the venue and runners named in the asker's language:
function select(lang: Lang) {
	return `SELECT o.id, o.bet_type, o.selections, o.combinations, o.unit_stake, o.total_stake, o.status,
	o.return_cents, o.created_at, o.settled_at, o.approx_price, o.approx_return, o.correction, o.corrected_at,
	o.race_id, r1.meeting_id AS event_id, ${venueIn(lang, 'm1')} AS meetings, m1.code, r1.race_no AS "raceNo", m1.day,
	r1.start_time, r1.status AS race_status,
	o.race_id2, r2.meeting_id AS event_id2, ${venueIn(lang, 'm2')} AS meetings2, m2.code AS code2, r2.race_no AS "raceNo2",
	m2.day AS day2, r2.start_time AS start_time2, r2.status AS race_status2${runnerNames(lang)}
	FROM race_orders o
	JOIN races r1 ON r1.id = o.race_id JOIN meetings m1 ON m1.id = r1.meeting_id
	LEFT JOIN races r2 ON r2.id = o.race_id2 LEFT JOIN meetings m2 ON m2.id = r2.meeting_id`;
}
// an empty list of statuses is no filter, so one query serves both:
const FILTER = 'o.user_id = $1 AND (cardinality($2::text[]) = 0 OR o.status = ANY($2::text[]))';
const COUNT = `SELECT count(*)::bigint AS n FROM race_orders o WHERE ${FILTER}`;

const leg = (
	race_id: number,
	event_id: number,
	meetings: string,
	code: string,
	raceNo: number,
	day: string,
	start: Date,
	status: string,
	runners: RunnerName[],
): OrderLeg => ({
	race_id,
	event_id,
	meetings,
	code,
	raceNo,
	date: day,
	start_time: start.toISOString(),
	status,
	runners,
});

/** The player a race order belongs to; null when there is no such order. */
export const playerOfOrder = async (db: Queryable, id: number) =>
	(await db.query<{ user_id: number }>('SELECT user_id FROM race_orders WHERE id = $1', [id])).rows[0]?.user_id ?? null;

export function orderView(r: OrderRow): OrderView {
	const type = betTypeByIndex(r.bet_type)!;
	// each leg names the runners picked in it, so the order reads back without the race card:
	const names = (n: 1 | 2) => pickedRunners(type, r.selections, n === 1 ? r.runners1 : r.runners2, n);
	const legs = [leg(r.race_id, r.event_id, r.meetings, r.code, r.raceNo, r.day, r.start_time, r.race_status, names(1))];
	if (r.race_id2 !== null) {
		const [meetings2, code2, no2, day2] = [r.meetings2!, r.code2!, r.raceNo2!, r.day2!];
		legs.push(leg(r.race_id2, r.event_id2!, meetings2, code2, no2, day2, r.start_time2!, r.race_status2!, names(2)));
	}
	// only the lists this bet type reads, so the order card shows what was picked (runner numbers, as stored):
	const selections = Object.fromEntries(type.selections.map((s) => [s.field, r.selections[s.field].map(Number)]));
	return {
		id: r.id,
		created_at: r.created_at.toISOString(),
		bet_type: r.bet_type,
		bet_type_name: type.name,
		race_id: r.race_id,
		meetings: r.meetings,
		raceNo: r.raceNo,
		date: r.day,
		legs,
		selections,
		combinations: r.combinations,
		unit_stake: amountFromCents(r.unit_stake),
		total_stake: amountFromCents(r.total_stake),
		status: r.status,
		return: amountFromCents(r.return_cents),
		settled_at: r.settled_at?.toISOString() ?? null,
		// Win, Place and Each Way: the price and possible return when placed; the tote pays the final dividend:
		approx_price: r.approx_price === null ? null : amountFromCents(r.approx_price),
		approx_return: r.approx_return === null ? null : amountFromCents(Number(r.approx_return)),
		// why the money moved after the race: voided (race abandoned), refunded (alone, by the house), resettled:
		correction: r.correction,
		corrected_at: r.corrected_at?.toISOString() ?? null,
	};
}

export async function findOrder(db: Queryable, userId: number, id: number, lang: Lang = 'en'): Promise<OrderView> {
	const { rows } = await db.query<OrderRow>(`${select(lang)} WHERE o.id = $1 AND o.user_id = $2`, [id, userId]);
	if (!rows[0]) throw new DomainError('order_not_found');
	return orderView(rows[0]);
}

/** A player's orders, newest first; `status` keeps only orders in one of those states (none: every order). */
export const listOrders = (
	db: Queryable,
	userId: number,
	p: { page: number; size: number; status?: readonly OrderStatus[] },
	lang: Lang = 'en',
) => queryPage(db, `${select(lang)} WHERE ${FILTER} ORDER BY o.id DESC`, COUNT, [userId, p.status ?? []], p, orderView);
