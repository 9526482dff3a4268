// Signing in with a name and password: throttled (sign-in-throttle.ts), checked on the hashing pool, and, while a
// stranger's guessing slows the name down, let through with a code sent to the player's phone (sign-in-code.ts).
import type { Deps } from '../deps.ts';
import { DomainError } from './errors.ts';
import { burnPasswordCheck, checkPassword, hashingSeat, hashPassword } from './passwords.ts';
import { openSession, tokensFor } from './sessions.ts';
import { claimAttempt } from './sign-in-throttle.ts';
import type { SignedIn } from './users.ts';
import { consumeCode, countFailedAttempt } from './verification.ts';

export interface SignInAttempt {
	user_name: string;
	password: string;
	device_id: string;
	/** A code sent to the player's phone by `sendSignInCode`, for when the name is being guessed at. */
	verification_id?: string | undefined;
	timestamp?: number | undefined;
	code?: string | undefined;
	/** The caller's address, for the per-address limits. */
	address: string;
	userAgent?: string | null | undefined;
}

interface UserRow {
	id: number;
	user_name: string;
	phone: string;
	password_hash: string;
	known: boolean;
	suspended: boolean;
}

/** True when the attempt carries a good code for this player's phone; a wrong one is refused and counted. */
async function codeVouches(deps: Deps, user: UserRow | undefined, a: SignInAttempt): Promise<boolean> {
	if (!a.verification_id || a.code === undefined || a.timestamp === undefined) return false;
	const attempt = {
		verification_id: a.verification_id,
		timestamp: a.timestamp,
		code: a.code,
		phone: user?.phone ?? '',
	};
	const problem = await deps.db.tx((tx) => consumeCode(tx, deps, attempt));
	if (!problem && user) return true;
	await countFailedAttempt(deps.db, a.verification_id);
	throw new DomainError(problem ?? 'code_expired');
}

export async function signIn(deps: Deps, a: SignInAttempt): Promise<SignedIn> {
	const { rows } = await deps.db.query<UserRow>(
		`SELECT id, user_name, phone, password_hash, suspended_at IS NOT NULL AS suspended,
			EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = users.id AND s.device_id = $2) AS known
		 FROM users WHERE lower(user_name) = lower($1) AND NOT crowd`,
		[a.user_name, a.device_id],
	);
	const user = rows[0];
	const trusted = !!user?.known || (await codeVouches(deps, user, a));
	// strangers to the name share the main queue fairly by address, so a flood from elsewhere cannot keep them out:
	const lane = trusted ? 'trusted' : { caller: a.address };
	const claim = await claimAttempt(
		deps,
		{ name: a.user_name, deviceId: a.device_id, address: a.address, trusted },
		() => hashingSeat(deps.config, lane),
	);
	let check = { ok: false, upgrade: false };
	try {
		if (user) check = await checkPassword(deps.config, a.password, user.password_hash, lane);
		else await burnPasswordCheck(deps.config, a.password, lane);
	} catch (error) {
		// no answer on the password (e.g. the hashing queue is full) is no failed guess:
		await claim.cleared();
		throw error;
	}
	if (!user || !check.ok) {
		await claim.failed();
		if (user) await recordFailure(deps, user.id, a);
		throw new DomainError('wrong_credentials');
	}
	await claim.cleared();
	// told only to whoever knows the password, so a suspension reveals nothing to a guesser:
	if (user.suspended) throw new DomainError('account_suspended');
	if (check.upgrade) await upgradeHash(deps, user.id, user.password_hash, a.password);
	const session = await openSession(deps.db, deps, user.id, a.device_id, a.userAgent);
	return { ...tokensFor(deps, session), user_name: user.user_name, user_id: user.id };
}

/** A wrong password on a real player's name, kept for their devices page. */
async function recordFailure(deps: Deps, userId: number, a: SignInAttempt) {
	await deps.db.query(
		`INSERT INTO signin_failed_attempts (user_id, at, address, device_id, user_agent) VALUES ($1, $2, $3, $4, $5)`,
		[userId, deps.clock.now(), a.address, a.device_id, a.userAgent?.slice(0, 512) ?? null],
	);
}

/** Replaces an older hash while the password is at hand; a busy or failed attempt waits for the next sign-in. */
async function upgradeHash(deps: Deps, userId: number, old: string, password: string) {
	try {
		const fresh = await hashPassword(deps.config, password);
		await deps.db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
			userId,
			old,
			fresh,
		]);
	} catch (error) {
		deps.logger.error('password hash upgrade failed', { user_id: userId, error: String(error) });
	}
}
