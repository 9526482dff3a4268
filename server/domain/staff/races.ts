// The trader's view of racing: a day's races with their state and pending stakes, and one race's card.

import { amountFromCents as toAmount } from '../../../shared/money/amount.ts';
import type { Queryable } from '../../db/db.ts';
import { runnersOf } from '../racing/cards.ts';

export async function traderDay(db: Queryable, day: string) {
	const { rows } = await db.query<{
		id: number;
		venue: string;
		code: string;
		race_no: number;
		event_type: string;
		start_time: Date;
		status: string;
		runners: number;
		scratched: number;
		pending_orders: number;
		pending_stake: number;
	}>(
		`SELECT r.id, m.venue, r.code, r.race_no, m.event_type, r.start_time, r.status,
			(SELECT count(*)::int FROM runners h WHERE h.race_id = r.id) AS runners,
			(SELECT count(*)::int FROM runners h WHERE h.race_id = r.id AND h.scratched) AS scratched,
			(SELECT count(*)::int FROM race_orders o WHERE (o.race_id = r.id OR o.race_id2 = r.id) AND o.status = 'pending'
				AND o.user_id NOT IN (SELECT id FROM users WHERE crowd)) AS pending_orders,
			(SELECT coalesce(sum(o.total_stake), 0)::bigint FROM race_orders o
			 WHERE (o.race_id = r.id OR o.race_id2 = r.id) AND o.status = 'pending'
				AND o.user_id NOT IN (SELECT id FROM users WHERE crowd)) AS pending_stake
		 FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE m.day = $1 ORDER BY r.start_time, m.venue, r.race_no`,
		[day],
	);
	return rows.map((r) => ({
		...r,
		start_time: r.start_time.toISOString(),
		pending_stake: toAmount(Number(r.pending_stake)),
	}));
}

export async function traderCard(db: Queryable, raceId: number) {
	const race = await db.query<{
		id: number;
		venue: string;
		code: string;
		race_no: number;
		distance: number;
		start_time: Date;
		status: string;
		result: unknown;
		dividends: unknown;
	}>(
		`SELECT r.id, m.venue, r.code, r.race_no, r.distance, r.start_time, r.status, r.result, r.dividends
		 FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE r.id = $1`,
		[raceId],
	);
	if (!race.rows[0]) return null;
	const runners = await runnersOf(db, raceId);
	return { race: { ...race.rows[0], start_time: race.rows[0].start_time.toISOString() }, runners };
}
