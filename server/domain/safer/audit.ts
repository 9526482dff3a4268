// Every safer-play change, kept for the operator: who, what, old -> new, when it takes effect.
import type { Queryable } from '../../db/db.ts';

export interface AuditEntry {
	what: string;
	old: string | null;
	new: string | null;
	effectiveAt: Date;
	actor?: string;
}

export async function record(q: Queryable, userId: number, e: AuditEntry, now: Date) {
	await q.query(
		`INSERT INTO safer_audit (user_id, actor, what, old_value, new_value, effective_at, created_at)
		 VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		[userId, e.actor ?? 'player', e.what, e.old, e.new, e.effectiveAt, now],
	);
}

interface AuditRow {
	actor: string;
	what: string;
	old_value: string | null;
	new_value: string | null;
	effective_at: Date;
	created_at: Date;
}

export async function history(q: Queryable, userId: number) {
	const { rows } = await q.query<AuditRow>(
		`SELECT actor, what, old_value, new_value, effective_at, created_at FROM safer_audit
		 WHERE user_id = $1 ORDER BY id`,
		[userId],
	);
	return rows.map((r) => ({
		created_at: r.created_at.toISOString(),
		actor: r.actor,
		what: r.what,
		change: `${r.old_value ?? 'none'} -> ${r.new_value ?? 'none'}`,
		effective_at: r.effective_at.toISOString(),
	}));
}
