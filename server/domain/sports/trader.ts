// A trader's hand on sports events: enter the final score (its orders are paid) or void the event
// (its orders are refunded). Either happens once: an event already resulted or voided is refused.
import type { StaffSportEvent } from '../../../shared/sports/sport-types.ts';
import type { Db } from '../../db/db.ts';
import { DomainError } from '../errors.ts';
import type { EventRow } from './board.ts';
import { settleResulted } from './sports-clock.ts';

async function closeEvent(db: Db, eventId: number, now: Date, set: string, args: unknown[]) {
	await db.tx(async (tx) => {
		const { rows } = await tx.query<{ status: string }>('SELECT status FROM sport_events WHERE id = $1 FOR UPDATE', [
			eventId,
		]);
		if (!rows[0]) throw new DomainError('event_not_found');
		if (rows[0].status === 'resulted' || rows[0].status === 'void') {
			throw new DomainError('event_already_settled', { status: rows[0].status });
		}
		await tx.query(`UPDATE sport_events SET ${set}, resulted_at = $2 WHERE id = $1`, [eventId, now, ...args]);
	});
	return { event_id: eventId, settled: await settleResulted(db, now, eventId) };
}

export const resultEvent = (db: Db, eventId: number, home: number, away: number, now: Date) =>
	closeEvent(db, eventId, now, "status = 'resulted', home_score = $3, away_score = $4", [home, away]);

export const voidEvent = (db: Db, eventId: number, now: Date) => closeEvent(db, eventId, now, "status = 'void'", []);

/** Events for the trader's board: open and closed first, then the latest settled. */
export async function traderEvents(db: Db, status: string | null): Promise<StaffSportEvent[]> {
	const { rows } = await db.query<EventRow & { pending_orders: number }>(
		`SELECT e.id, e.sport, e.league, e.home, e.away, e.starts_at, e.status, e.home_score, e.away_score,
			(SELECT count(*)::int FROM sport_orders o WHERE o.event_id = e.id AND o.status = 'pending') AS pending_orders
		 FROM sport_events e WHERE ($1::text IS NULL OR e.status = $1)
		 ORDER BY CASE WHEN e.status IN ('open', 'closed') THEN 0 ELSE 1 END,
			CASE WHEN e.status IN ('open', 'closed') THEN e.starts_at END, e.starts_at DESC LIMIT 100`,
		[status],
	);
	return rows.map((r) => ({ ...r, starts_at: r.starts_at.toISOString() }));
}
