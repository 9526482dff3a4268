// Retention: what grows per request or per day is kept for a set time and then deleted by a job
// (docs/operations.md, "Retention"). Money, orders, the ledger and the audit trails are never pruned.
import type { Config } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import type { Clock } from '../deps.ts';
import { pruneIdempotencyKeys } from './idempotency/key-store.ts';
import { pruneRateLimits } from './rate-limit.ts';
import { pruneSigninFailures } from './sign-in-throttle.ts';

const DAY = 86_400_000;

/** Each statement deletes what is past its time; `$1` is the cut-off. */
const PRUNES = {
	// refresh tokens past expiry: a session's family can no longer be used once all have expired
	refresh_tokens: ['sessions', 'DELETE FROM refresh_tokens WHERE expires_at < $1'],
	// sessions ended (revoked, or every token expired) before the cut-off
	sessions: [
		'sessions',
		`DELETE FROM sessions s WHERE COALESCE(s.revoked_at, s.last_seen_at) < $1
		 AND NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.session_id = s.id)`,
	],
	// wrong passwords on a player's name, shown on their devices page: kept as long as ended sessions
	signin_failed_attempts: ['sessions', 'DELETE FROM signin_failed_attempts WHERE at < $1'],
	danmu: ['danmu', 'DELETE FROM danmu WHERE created_at < $1'],
	// the demo provider's sessions once their outcome reached the server (or they were never used)
	demo_checkouts: [
		'checkouts',
		`DELETE FROM demo_checkouts WHERE delivered_at < $1 OR (status = 'open' AND expires_at < $1)`,
	],
	verifications: ['verifications', 'DELETE FROM verifications WHERE expires_at < $1'],
	// the back office's sessions once ended (signed out, or idle past their expiry) before the cut-off
	staff_sessions: ['sessions', 'DELETE FROM staff_sessions WHERE COALESCE(revoked_at, last_seen_at) < $1'],
} as const;

type Kind = (typeof PRUNES)[keyof typeof PRUNES][0];

function cutoff(config: Config, kind: Kind, now: Date): Date {
	const r = config.ops.retention;
	const days = {
		sessions: r.sessionsDays,
		danmu: r.danmuDays,
		checkouts: r.checkoutsDays,
		verifications: r.verificationsDays,
	}[kind];
	return new Date(now.getTime() - days * DAY);
}

/** Deletes everything past its retention; returns the rows deleted per table. */
export async function pruneExpired(db: Queryable, config: Config, clock: Clock): Promise<Record<string, number>> {
	const now = clock.now();
	const deleted: Record<string, number> = {};
	for (const [table, [kind, sql]] of Object.entries(PRUNES)) {
		deleted[table] = (await db.query(sql, [cutoff(config, kind, now)])).rowCount;
	}
	// kept a day or less by rules of their own (the key's 24 h, a limiter's window):
	await pruneIdempotencyKeys(db, now);
	await pruneRateLimits(db, clock);
	await pruneSigninFailures(db, now);
	return deleted;
}
