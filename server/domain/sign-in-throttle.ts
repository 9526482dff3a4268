// Slows password guessing without handing strangers a way to lock a player out. Only failures count. A name
// gets a few free failures, then a delay that doubles with each one (capped short), never a long lock; an address
// gets a cap on failures per window; a device this player has signed in from before skips both, so a stranger's
// guesses do not stop the player on their own phone (it has a delay of its own, per name and device).
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { RetryLater } from './retry-later.ts';

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

function bucketsFor(deps: Pick<Deps, 'config'>, a: Attempt): [string, Policy][] {
	const name = a.name.toLowerCase();
	const delay: Policy = { kind: 'delay', ...deps.config.signinDelay };
	if (a.knownDevice) return [[`name-device:${name}:${a.deviceId}`, delay]];
	return [
		[`name:${name}`, delay],
		[`ip:${a.address}`, { kind: 'cap', limit: deps.config.rateLimits.signin }],
	];
}

// one more failure on a delay bucket, unless it says wait (the rule of waitSeconds), in one statement:
const CLAIM = `INSERT INTO signin_failures AS f (bucket, failures, last_failure_at) VALUES ($1, 1, $2)
	ON CONFLICT (bucket) DO UPDATE SET last_failure_at = $2,
		failures = CASE WHEN f.last_failure_at <= $3 THEN 1 ELSE f.failures + 1 END
	WHERE f.last_failure_at <= $3 OR f.failures < $4::int
		OR f.last_failure_at + least(power(2, least(f.failures - $4::int, 30)), $5::float8) * interval '1 second' <= $2
	RETURNING failures`;
const COUNT = `INSERT INTO signin_failures AS f (bucket, failures, last_failure_at) VALUES ($1, 1, $2)
	ON CONFLICT (bucket) DO UPDATE SET last_failure_at = $2,
		failures = CASE WHEN f.last_failure_at <= $3 THEN 1 ELSE f.failures + 1 END`;
const FORGIVE = 'UPDATE signin_failures SET failures = greatest(failures - 1, 0) WHERE bucket = $1';

export interface Claim {
	/** The password was wrong. */
	failed(): Promise<void>;
	/** The password was right, or was never checked (e.g. the hashing queue was full). */
	cleared(): Promise<void>;
}

/**
 * Refuses with 429 and Retry-After while a bucket says wait. A name's attempt is counted as a failure before the
 * password is checked, so a burst of parallel guesses gets no more than the free tries; `cleared` takes it back.
 * An address's failures are counted once they happen, so a crowd behind one carrier address signing in at the
 * same moment is never refused for attempts still in flight. Every statement takes one row lock and lets it go,
 * so concurrent attempts cannot deadlock.
 */
export async function claimAttempt(deps: Deps, attempt: Attempt): Promise<Claim> {
	const { windowSeconds } = deps.config.rateLimits;
	const now = deps.clock.now();
	const forgotten = new Date(now.getTime() - windowSeconds * 1000);
	const buckets = bucketsFor(deps, attempt);
	const wait = async (key: string, policy: Policy) => {
		const { rows } = await deps.db.query<{ failures: number; last_failure_at: Date }>(
			'SELECT failures, last_failure_at FROM signin_failures WHERE bucket = $1',
			[key],
		);
		const state = rows[0] && { failures: rows[0].failures, last: rows[0].last_failure_at };
		return waitSeconds(policy, state, now, windowSeconds);
	};
	for (const [key, policy] of buckets) {
		const seconds = policy.kind === 'cap' ? await wait(key, policy) : 0;
		if (seconds > 0) throw new RetryLater('rate_limited', seconds);
	}
	const claimed: string[] = [];
	const cleared = async () => {
		for (const key of claimed) await deps.db.query(FORGIVE, [key]);
	};
	for (const [key, policy] of buckets) {
		if (policy.kind !== 'delay') continue;
		const { rows } = await deps.db.query(CLAIM, [key, now, forgotten, policy.free, policy.maxSeconds]);
		if (rows.length) {
			claimed.push(key);
			continue;
		}
		await cleared();
		// the row may have moved on since the statement refused: never tell the player to wait 0 s
		throw new RetryLater('rate_limited', Math.max(1, await wait(key, policy)));
	}
	return {
		async failed() {
			for (const [key, policy] of buckets) if (policy.kind === 'cap') await deps.db.query(COUNT, [key, now, forgotten]);
		},
		cleared,
	};
}

export async function pruneSigninFailures(db: Queryable, now: Date) {
	await db.query('DELETE FROM signin_failures WHERE last_failure_at < $1', [new Date(now.getTime() - 86_400_000)]);
}
