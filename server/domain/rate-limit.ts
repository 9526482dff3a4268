// Fixed-window counters in the database, so every API process shares them.

import type { Queryable } from '../db/db.ts';
import type { Clock } from '../deps.ts';
import { DomainError } from './errors.ts';

/** Counts one hit on each bucket and throws 429 when any is over its limit. */
export async function hit(db: Queryable, clock: Clock, buckets: string[], limit: number, windowSeconds: number) {
	const now = clock.now().getTime();
	const window = new Date(now - (now % (windowSeconds * 1000)));
	for (const bucket of buckets) {
		const { rows } = await db.query<{ hits: number }>(
			`INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)
			 ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
			 RETURNING hits`,
			[bucket, window],
		);
		if ((rows[0]?.hits ?? 0) > limit) throw new DomainError('rate_limited');
	}
}

/** Takes back one hit per bucket counted at `at`, for an attempt that failed through no fault of the caller. */
export async function giveBack(db: Queryable, at: Date, buckets: string[], windowSeconds: number) {
	const ms = at.getTime();
	const window = new Date(ms - (ms % (windowSeconds * 1000)));
	await db.query(
		'UPDATE rate_limits SET hits = hits - 1 WHERE bucket = ANY($1::text[]) AND window_start = $2 AND hits > 0',
		[buckets, window],
	);
}

export async function pruneRateLimits(db: Queryable, clock: Clock) {
	await db.query('DELETE FROM rate_limits WHERE window_start < $1', [new Date(clock.now().getTime() - 86_400_000)]);
}
