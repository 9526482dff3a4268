// Slows password guessing without handing strangers a way to lock a player out. Only failures count. A name
// gets a few free failures, then a delay that doubles with each one (capped short), never a long lock; an address
// gets a cap on failures per window; a device this player has signed in from before skips both, so a stranger's
// guesses do not stop the player on their own phone (it has a delay of its own, per name and device).
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { TOO_MANY } from '../http/rate-limit.ts';
import { RetryLater } from '../http/retry-after.ts';

export type Policy = { kind: 'delay'; free: number; maxSeconds: number } | { kind: 'cap'; limit: number };

export interface Failures {
	failures: number;
	last: Date;
}

/** Seconds before the next attempt may be tried (0: now). Failures are forgotten a window after the last one. */
export function waitSeconds(policy: Policy, state: Failures | undefined, now: Date, windowSeconds: number): number {
	if (!state) return 0;
	const since = (now.getTime() - state.last.getTime()) / 1000;
	if (since >= windowSeconds) return 0;
	if (policy.kind === 'cap') return state.failures >= policy.limit ? windowSeconds - since : 0;
	if (state.failures < policy.free) return 0;
	const delay = Math.min(2 ** (state.failures - policy.free), policy.maxSeconds);
	return Math.max(0, delay - since);
}

export interface Attempt {
	name: string;
	deviceId: string;
	address: string;
	/** This device has signed in to this name before. */
	knownDevice: boolean;
}

export function bucketsFor(deps: Pick<Deps, 'config'>, a: Attempt): [string, Policy][] {
	const name = a.name.toLowerCase();
	const delay: Policy = { kind: 'delay', ...deps.config.signinDelay };
	if (a.knownDevice) return [[`name-device:${name}:${a.deviceId}`, delay]];
	return [
		[`name:${name}`, delay],
		[`ip:${a.address}`, { kind: 'cap', limit: deps.config.rateLimits.signin }],
	];
}

export async function knownDevice(db: Queryable, userId: number, deviceId: string): Promise<boolean> {
	const { rows } = await db.query('SELECT 1 FROM sessions WHERE user_id = $1 AND device_id = $2 LIMIT 1', [
		userId,
		deviceId,
	]);
	return rows.length > 0;
}

/**
 * Counts the attempt as a failure before the password is checked (so a burst of parallel guesses cannot all slip
 * through the free ones), or throws 429 with Retry-After. `forgive` takes the count back when it was no failure.
 */
export async function claimAttempt(deps: Deps, attempt: Attempt): Promise<{ forgive(): Promise<void> }> {
	// one order for every lock taken here (code points, as COLLATE "C"), so two attempts never deadlock:
	const buckets = bucketsFor(deps, attempt).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	const keys = buckets.map(([key]) => key);
	const { windowSeconds } = deps.config.rateLimits;
	const now = deps.clock.now();
	const wait = await deps.db.tx(async (tx) => {
		const { rows } = await tx.query<{ bucket: string; failures: number; last_failure_at: Date }>(
			'SELECT bucket, failures, last_failure_at FROM signin_failures WHERE bucket = ANY($1::text[]) ORDER BY bucket COLLATE "C" FOR UPDATE',
			[keys],
		);
		const state = new Map(rows.map((r) => [r.bucket, { failures: r.failures, last: r.last_failure_at }]));
		const longest = Math.max(
			...buckets.map(([key, policy]) => waitSeconds(policy, state.get(key), now, windowSeconds)),
		);
		if (longest > 0) return longest;
		const forgotten = new Date(now.getTime() - windowSeconds * 1000);
		for (const key of keys) {
			await tx.query(
				`INSERT INTO signin_failures AS f (bucket, failures, last_failure_at) VALUES ($1, 1, $2)
				 ON CONFLICT (bucket) DO UPDATE SET last_failure_at = $2,
				   failures = CASE WHEN f.last_failure_at <= $3 THEN 1 ELSE f.failures + 1 END`,
				[key, now, forgotten],
			);
		}
		return 0;
	});
	if (wait > 0) throw new RetryLater(429, TOO_MANY, wait);
	return {
		async forgive() {
			// a row at a time: a statement holding one lock cannot deadlock with a claim
			for (const key of keys)
				await deps.db.query('UPDATE signin_failures SET failures = greatest(failures - 1, 0) WHERE bucket = $1', [key]);
		},
	};
}

export async function pruneSigninFailures(db: Queryable, now: Date) {
	await db.query('DELETE FROM signin_failures WHERE last_failure_at < $1', [new Date(now.getTime() - 86_400_000)]);
}
