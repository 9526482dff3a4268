// A feed's word on a race that staff or the operator already decided: held for a trader, never applied on its own.
// Held once however often the feed repeats it; the trader applies it (as a correction of their own) or dismisses it.
import type { Queryable } from '../../../db/db.ts';
import type { Actor } from './actor.ts';
import type { LockedRace } from './lock-race.ts';

export type HeldAction = 'result' | 'scratch' | 'void';

export interface HeldChange {
	id: number;
	race_id: number;
	provider: string;
	action: HeldAction;
	proposal: Record<string, unknown>;
	in_force: unknown;
	created_at: Date;
	decided_at: Date | null;
	decided_by: string | null;
	decision: 'applied' | 'dismissed' | null;
}

/** True when this actor's change must wait: the feed, on a race a person already decided. */
export const mustHold = (race: LockedRace, actor: Actor) => actor.kind === 'feed' && race.decided_by !== null;

/** Holds the feed's proposal; false when the same one was already waiting. */
export async function holdFeedChange(
	tx: Queryable,
	race: LockedRace,
	actor: Actor,
	action: HeldAction,
	proposal: Record<string, unknown>,
	now: Date,
): Promise<boolean> {
	const { rowCount } = await tx.query(
		`INSERT INTO feed_held_changes (race_id, provider, action, proposal, in_force, created_at)
		 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
		[race.id, actor.id, action, JSON.stringify(proposal), JSON.stringify(race.result), now],
	);
	return rowCount > 0;
}

/** Marks the race as decided by a person, so later feed changes to it are held. */
export async function markDecided(tx: Queryable, race: LockedRace, actor: Actor) {
	if (actor.kind === 'feed' || race.decided_by) return;
	await tx.query('UPDATE races SET decided_by = $2 WHERE id = $1', [race.id, actor.kind]);
}

export async function heldChanges(db: Queryable, raceId: number): Promise<HeldChange[]> {
	const { rows } = await db.query<HeldChange>(
		'SELECT * FROM feed_held_changes WHERE race_id = $1 ORDER BY created_at DESC, id DESC',
		[raceId],
	);
	return rows.map((r) => ({ ...r, id: Number(r.id), race_id: Number(r.race_id) }));
}

/** Closes a waiting change with the trader's decision; null when it was not waiting (decided already, or unknown). */
export async function decideHeld(
	tx: Queryable,
	raceId: number,
	holdId: number,
	decision: 'applied' | 'dismissed',
	by: string,
	now: Date,
): Promise<HeldChange | null> {
	const { rows } = await tx.query<HeldChange>(
		`UPDATE feed_held_changes SET decided_at = $4, decided_by = $5, decision = $3
		 WHERE id = $2 AND race_id = $1 AND decided_at IS NULL RETURNING *`,
		[raceId, holdId, decision, now, by],
	);
	return rows[0] ? { ...rows[0], id: Number(rows[0].id), race_id: Number(rows[0].race_id) } : null;
}
