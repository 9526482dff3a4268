// The feed's change log: one row per field an import changed, and each provider's last poll, for staff to read.
import type { Queryable } from '../../../db/db.ts';

export interface Change {
	entity: 'meeting' | 'race' | 'runner';
	key: string;
	field: string;
	before: unknown;
	after: unknown;
}

export async function logChanges(tx: Queryable, provider: string, changes: readonly Change[], now: Date) {
	if (!changes.length) return;
	await tx.query(
		`INSERT INTO feed_changes (provider, entity, entity_key, field, before, after, created_at)
		 SELECT $1, e, k, f, b, a, $7 FROM unnest($2::text[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[]) AS x(e, k, f, b, a)`,
		[
			provider,
			changes.map((c) => c.entity),
			changes.map((c) => c.key),
			changes.map((c) => c.field),
			changes.map((c) => JSON.stringify(c.before ?? null)),
			changes.map((c) => JSON.stringify(c.after ?? null)),
			now,
		],
	);
}

/** Records a poll: a good one clears the error; a failed one keeps the card as it was and says why. */
export async function recordPoll(
	db: Queryable,
	provider: string,
	outcome: { changes: number } | { error: string },
	now: Date,
) {
	if ('error' in outcome)
		await db.query(
			`INSERT INTO feed_status (provider, last_error, last_error_at) VALUES ($1, $2, $3)
			 ON CONFLICT (provider) DO UPDATE SET last_error = $2, last_error_at = $3`,
			[provider, outcome.error, now],
		);
	else
		await db.query(
			`INSERT INTO feed_status (provider, last_ok_at, changes) VALUES ($1, $2, $3)
			 ON CONFLICT (provider) DO UPDATE SET last_ok_at = $2, last_error = NULL, changes = feed_status.changes + $3`,
			[provider, now, outcome.changes],
		);
}

export interface FeedStatus {
	provider: string;
	last_ok_at: Date | null;
	last_error: string | null;
	last_error_at: Date | null;
	changes: number;
}

/** Each provider's last poll and the latest changes, newest first. */
export async function feedReport(db: Queryable, limit = 50) {
	const status = await db.query<FeedStatus>('SELECT * FROM feed_status ORDER BY provider');
	const changes = await db.query(
		`SELECT id, provider, entity, entity_key, field, before, after, created_at FROM feed_changes
		 ORDER BY created_at DESC, id DESC LIMIT $1`,
		[limit],
	);
	return { status: status.rows, changes: changes.rows };
}
