// Slows password guessing without handing strangers a way to lock a player out. Only failures count. Failures on a
// name from one address and on a name from anywhere are counted apart, with their own free tries and delays (the
// first lower, so one address guessing is slowed long before the name is); an address has a cap on failures,
// reserved before any hashing (address-cap.ts). A device this player has signed in from before, or an attempt
// carrying a code just sent to the player's phone, skips all three (it has a delay of its own, per name and
// device), so a stranger's guesses never decide whether the player gets in.
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { type Reserved, reserveAddress } from './address-cap.ts';
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
	/** This device has signed in to this name before, or the attempt carries a fresh code from the phone. */
	trusted: boolean;
}

type Bucket = { key: string; policy: Policy; refusal: 'rate_limited' | 'signin_needs_code' };

function bucketsFor(deps: Pick<Deps, 'config'>, a: Attempt): Bucket[] {
	const name = a.name.toLowerCase();
	const delay: Policy = { kind: 'delay', ...deps.config.signinDelay };
	if (a.trusted) return [{ key: `name-device:${name}:${a.deviceId}`, policy: delay, refusal: 'rate_limited' }];
	return [
		// the guesser's own address is slowed first, and told only to wait:
		{
			key: `name-ip:${name}:${a.address}`,
			policy: { kind: 'delay', ...deps.config.signinPairDelay },
			refusal: 'rate_limited',
		},
		// the name from anywhere: the player on a new device may be caught too, and is offered a code
		{ key: `name:${name}`, policy: delay, refusal: 'signin_needs_code' },
	];
}

// one more failure on a delay bucket, unless it says wait (the rule of waitSeconds), in one statement:
const CLAIM = `INSERT INTO signin_failures AS f (bucket, failures, last_failure_at) VALUES ($1, 1, $2)
	ON CONFLICT (bucket) DO UPDATE SET last_failure_at = $2,
		failures = CASE WHEN f.last_failure_at <= $3 THEN 1 ELSE f.failures + 1 END
	WHERE f.last_failure_at <= $3 OR f.failures < $4::int
		OR f.last_failure_at + least(power(2, least(f.failures - $4::int, 30)), $5::float8) * interval '1 second' <= $2
	RETURNING failures`;
const FORGIVE = 'UPDATE signin_failures SET failures = greatest(failures - 1, 0) WHERE bucket = $1';

export interface Claim {
	/** The password was wrong. */
	failed(): Promise<void>;
	/** The password was right, or was never checked (e.g. the hashing queue was full). */
	cleared(): Promise<void>;
}

/**
 * Refuses with 429 and Retry-After while a bucket says wait. Every attempt is counted as a failure on its name
 * buckets and takes a slot of its address before the password is checked, so parallel guesses get no more than
 * the free tries and the cap; `cleared` gives both back. Every statement takes one row lock and lets it go, so
 * concurrent attempts cannot deadlock.
 */
export async function claimAttempt(deps: Deps, attempt: Attempt, seat: Seat = () => () => {}): Promise<Claim> {
	// the address first: a flood's surplus waits or is refused in memory, before any name is touched
	const address = attempt.trusted ? null : await reserveAddress(deps, attempt.address);
	// then a seat in the hashing queue, so what the queue cannot take is refused before the name's queries:
	let release: () => void;
	try {
		release = seat();
	} catch (error) {
		await address?.released();
		throw error;
	}
	try {
		return await claimNames(deps, attempt, address);
	} finally {
		release();
	}
}

/** Takes a seat for the password check to come, or throws the refusal; gives back its release. */
type Seat = () => () => void;

async function claimNames(deps: Deps, attempt: Attempt, address: Reserved | null): Promise<Claim> {
	const { windowSeconds } = deps.config.rateLimits;
	const now = deps.clock.now();
	const forgotten = new Date(now.getTime() - windowSeconds * 1000);
	const claimed: string[] = [];
	// one statement a bucket, sent together: a player's sign-in during a flood waits behind the flood's queries once,
	// not once a bucket
	const forgive = async () => {
		await Promise.all(claimed.splice(0).map((key) => deps.db.query(FORGIVE, [key])));
	};
	for (const { key, policy, refusal } of bucketsFor(deps, attempt)) {
		if (policy.kind !== 'delay') continue;
		const { rows } = await deps.db.query(CLAIM, [key, now, forgotten, policy.free, policy.maxSeconds]);
		if (rows.length) {
			claimed.push(key);
			continue;
		}
		await forgive();
		await address?.released();
		const state = await deps.db.query<{ failures: number; last_failure_at: Date }>(
			'SELECT failures, last_failure_at FROM signin_failures WHERE bucket = $1',
			[key],
		);
		const row = state.rows[0];
		const seconds = waitSeconds(
			policy,
			row && { failures: row.failures, last: row.last_failure_at },
			now,
			windowSeconds,
		);
		// the row may have moved on since the statement refused: never tell the player to wait 0 s
		throw new RetryLater(refusal, Math.max(1, seconds));
	}
	return {
		async failed() {
			await address?.failed();
		},
		async cleared() {
			await Promise.all([address?.released(), forgive()]);
		},
	};
}

export async function pruneSigninFailures(db: Queryable, now: Date) {
	await db.query('DELETE FROM signin_failures WHERE last_failure_at < $1', [new Date(now.getTime() - 86_400_000)]);
}
