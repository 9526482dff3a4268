// The staff audit: who did what, to which player, why, and how it ended; written for every staff action
// (web office and CLI alike) and read back with filters.
import type { Queryable } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';

/** Who acts: a staff account, or the command line (no account: whoever holds the database). */
export interface Actor {
	staffId: number | null;
	name: string;
}

export interface AuditEntry {
	action: string;
	playerId?: number | null;
	target?: string | null;
	reason?: string | null;
	detail?: unknown;
	outcome: 'ok' | 'refused';
}

export async function recordAction(q: Queryable, actor: Actor, e: AuditEntry, now: Date) {
	await q.query(
		`INSERT INTO staff_audit (staff_id, actor, action, player_id, target, reason, detail, outcome, created_at)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		[
			actor.staffId,
			actor.name,
			e.action,
			e.playerId ?? null,
			e.target ?? null,
			e.reason ?? null,
			e.detail === undefined ? null : JSON.stringify(e.detail),
			e.outcome,
			now,
		],
	);
}

export interface AuditFilter {
	actor?: string | undefined;
	action?: string | undefined;
	player?: string | undefined;
	from?: Date | undefined;
	to?: Date | undefined;
}

interface AuditRow {
	id: number;
	actor: string;
	action: string;
	player_id: number | null;
	player_name: string | null;
	target: string | null;
	reason: string | null;
	detail: string | null;
	outcome: string;
	created_at: Date;
}

const view = (r: AuditRow) => ({
	...r,
	detail: r.detail ? JSON.parse(r.detail) : null,
	created_at: r.created_at.toISOString(),
});

/** Newest first; `action` matches a prefix (`topup` finds topup.approve and topup.reject). */
export async function readAudit(q: Queryable, f: AuditFilter, p: { page: number; size: number }) {
	const where = `WHERE ($1::text IS NULL OR lower(a.actor) = lower($1))
		AND ($2::text IS NULL OR a.action LIKE $2 || '%')
		AND ($3::text IS NULL OR lower(u.user_name) = lower($3))
		AND ($4::timestamptz IS NULL OR a.created_at >= $4) AND ($5::timestamptz IS NULL OR a.created_at < $5)`;
	const from = 'FROM staff_audit a LEFT JOIN users u ON u.id = a.player_id';
	const params = [f.actor ?? null, f.action ?? null, f.player ?? null, f.from ?? null, f.to ?? null];
	const page = await queryPage<AuditRow>(
		q,
		`SELECT a.id, a.actor, a.action, a.player_id, u.user_name AS player_name, a.target, a.reason, a.detail, a.outcome,
			a.created_at ${from} ${where} ORDER BY a.id DESC`,
		`SELECT count(*)::bigint AS n ${from} ${where}`,
		params,
		p,
	);
	return { ...page, list: page.list.map(view) };
}
