// Who made a correction and why, and the audit row every correction writes in its own transaction.
import type { Queryable } from '../../../db/db.ts';
import { DomainError } from '../../errors.ts';

export interface Actor {
	/** staff: a back-office account; operator: the command line; feed: a race data provider. */
	kind: 'staff' | 'operator' | 'feed';
	/** the staff account's id, the operator's name, or the provider's name. */
	id: string;
	reason: string;
}

/** What a correction did; `changed: false` when it had been done already (a repeat changes nothing). */
export interface CorrectionOutcome {
	changed: boolean;
	race_id: number | null;
	orders: number;
	/** cents paid to players (refunds and added winnings) less cents taken back. */
	net_to_players_cents: number;
	/** cents a player's wallet could not give back because it had been spent or withdrawn; the house bears them. */
	unrecovered_cents: number;
	/** the feed's change was held for a trader: the race was decided by a person. */
	held?: boolean;
}

export function checkActor(actor: Actor): Actor {
	const reason = actor.reason?.trim() ?? '';
	if (!reason || !actor.id?.trim()) throw new DomainError('correction_reason_required');
	return { ...actor, reason };
}

export async function recordCorrection(
	tx: Queryable,
	action: string,
	ids: { race_id: number | null; order_id?: number | null },
	actor: Actor,
	detail: unknown,
	now: Date,
) {
	await tx.query(
		`INSERT INTO race_corrections (action, race_id, order_id, actor_kind, actor_id, reason, detail, created_at)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		[action, ids.race_id, ids.order_id ?? null, actor.kind, actor.id, actor.reason, JSON.stringify(detail), now],
	);
}

export const unchanged = (raceId: number | null): CorrectionOutcome => ({
	changed: false,
	race_id: raceId,
	orders: 0,
	net_to_players_cents: 0,
	unrecovered_cents: 0,
});
