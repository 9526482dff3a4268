// The race a correction works on, locked for the rest of its transaction, with what a correction needs to know.
import type { Queryable } from '../../../db/db.ts';
import { DomainError } from '../../errors.ts';
import type { Dividends } from '../../tote/bet-outcome.ts';
import type { PoolCents } from '../../tote/declare.ts';
import { placesPaid } from '../../tote/places-paid.ts';
import type { RaceResult } from '../../tote/race-result.ts';

export interface LockedRace {
	id: number;
	venue: string;
	status: 'open' | 'closed' | 'resulted' | 'abandoned';
	places_paid: number | null;
	result: RaceResult | null;
	dividends: Dividends | null;
	jackpot_in: PoolCents | null;
	jackpot_out: PoolCents | null;
	runners: { horse_id: number; scratched: boolean }[];
	start_time: Date;
	/** set once staff or the operator decided on the race: the feed then only proposes. */
	decided_by: 'staff' | 'operator' | null;
}

export async function lockRace(tx: Queryable, raceId: number): Promise<LockedRace> {
	const { rows } = await tx.query<Omit<LockedRace, 'runners'>>(
		`SELECT r.id, m.code AS venue, r.status, r.places_paid, r.result, r.dividends, r.jackpot_in, r.jackpot_out,
			r.start_time, r.decided_by
		 FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE r.id = $1 FOR UPDATE OF r`,
		[raceId],
	);
	if (!rows[0]) throw new DomainError('race_not_found');
	const runners = await tx.query<{ horse_id: number; scratched: boolean }>(
		'SELECT horse_id, scratched FROM runners WHERE race_id = $1 ORDER BY horse_id',
		[raceId],
	);
	return { ...rows[0], id: Number(rows[0].id), runners: runners.rows };
}

/** An open race that has run (or will not) closes now, its places paid fixed from the field left. */
export async function closeIfOpen(tx: Queryable, race: LockedRace): Promise<number> {
	if (race.places_paid !== null && race.status !== 'open') return race.places_paid;
	const paid = race.places_paid ?? placesPaid(race.runners.filter((h) => !h.scratched).length);
	await tx.query(`UPDATE races SET status = 'closed', places_paid = $2 WHERE id = $1 AND status = 'open'`, [
		race.id,
		paid,
	]);
	return paid;
}

export const scratchedOf = (race: LockedRace) => race.runners.filter((h) => h.scratched).map((h) => h.horse_id);
