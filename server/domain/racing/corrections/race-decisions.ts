// Who decided a race and what is in force, for the trader's race screen: the result, every correction made to it
// (the feed's included, with before and after), and the feed's changes held for a decision.
import type { Db, Queryable } from '../../../db/db.ts';
import type { Clock } from '../../../deps.ts';
import { DomainError } from '../../errors.ts';
import type { Actor, CorrectionOutcome } from './actor.ts';
import { decideHeld, type HeldChange, heldChanges } from './feed-holds.ts';
import { resultRace, scratchRunner, voidRace } from './race-corrections.ts';

interface CorrectionRow {
	id: number;
	action: string;
	actor_kind: string;
	actor_id: string;
	reason: string;
	detail: unknown;
	created_at: Date;
}

export async function raceDecisions(db: Queryable, raceId: number) {
	const race = await db.query<{ status: string; result: unknown; decided_by: string | null }>(
		'SELECT status, result, decided_by FROM races WHERE id = $1',
		[raceId],
	);
	if (!race.rows[0]) throw new DomainError('race_not_found');
	const history = await db.query<CorrectionRow>(
		`SELECT id, action, actor_kind, actor_id, reason, detail, created_at FROM race_corrections
		 WHERE race_id = $1 ORDER BY id DESC`,
		[raceId],
	);
	const held = await heldChanges(db, raceId);
	return {
		...race.rows[0],
		history: history.rows.map((r) => ({ ...r, id: Number(r.id) })),
		waiting: held.filter((h) => !h.decided_at),
		decided: held.filter((h) => h.decided_at),
	};
}

function applyProposal(db: Db, held: HeldChange, actor: Actor, now: Date): Promise<CorrectionOutcome> {
	const p = held.proposal as { finish?: number[][]; scratched?: number[]; horse_id?: number };
	if (held.action === 'void') return voidRace(db, { race_id: held.race_id }, actor, now);
	if (held.action === 'scratch') return scratchRunner(db, { race_id: held.race_id, horse_id: p.horse_id! }, actor, now);
	return resultRace(
		db,
		{ race_id: held.race_id, finish: p.finish!, scratched: p.scratched ?? [], early: true },
		actor,
		now,
	);
}

/** The trader's decision on a held feed change: applied as a correction of their own, or dismissed. */
export async function decideFeedChange(
	deps: { db: Db; clock: Clock },
	raceId: number,
	holdId: number,
	decision: 'applied' | 'dismissed',
	actor: Actor,
): Promise<CorrectionOutcome | null> {
	const now = deps.clock.now();
	const waiting = (await heldChanges(deps.db, raceId)).find((h) => h.id === holdId && !h.decided_at);
	if (!waiting) throw new DomainError('feed_change_not_found');
	const outcome = decision === 'applied' ? await applyProposal(deps.db, waiting, actor, now) : null;
	const closed = await deps.db.tx((tx) => decideHeld(tx, raceId, holdId, decision, actor.id, now));
	if (!closed && decision === 'dismissed') throw new DomainError('feed_change_not_found');
	return outcome;
}
