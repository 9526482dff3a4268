// Players: registration, sign-in and password change.
import { randomInt } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { DomainError } from './errors.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { openSession, revokeSession, type TokenPair, tokensFor } from './sessions.ts';
import { type CodeAttempt, consumeCode, countFailedAttempt } from './verification.ts';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newInviteCode = () =>
	Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

export type SignedIn = TokenPair & { user_name: string; user_id: number };

export interface Registration extends CodeAttempt {
	user_name: string;
	password: string;
	invite_code?: string | undefined;
	device_id: string;
	/** The browser's User-Agent, kept to name the device in the player's device list. */
	userAgent?: string | null | undefined;
}

export async function register(deps: Deps, r: Registration): Promise<SignedIn> {
	const passwordHash = await hashPassword(deps.config, r.password);
	const outcome = await deps.db.tx(async (tx) => {
		const problem = await consumeCode(tx, deps, r);
		if (problem) return { problem };
		const taken = await tx.query('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [r.user_name]);
		if (taken.rows.length) throw new DomainError('user_name_taken');
		let invitedBy: number | null = null;
		if (r.invite_code) {
			const inviter = await tx.query<{ id: number }>('SELECT id FROM users WHERE invite_code = $1 AND NOT crowd', [
				r.invite_code.toUpperCase(),
			]);
			if (!inviter.rows[0]) throw new DomainError('invite_code_unknown');
			invitedBy = inviter.rows[0].id;
		}
		const { rows } = await tx.query<{ id: number }>(
			`INSERT INTO users (user_name, phone, password_hash, invite_code, invited_by, created_at)
			 VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
			[r.user_name, r.phone, passwordHash, newInviteCode(), invitedBy, deps.clock.now()],
		);
		return { session: await openSession(tx, deps, rows[0]!.id, r.device_id, r.userAgent) };
	});
	if ('problem' in outcome) {
		await countFailedAttempt(deps.db, r.verification_id);
		throw new DomainError(outcome.problem!);
	}
	const { session } = outcome;
	return { ...tokensFor(deps, session), user_name: r.user_name, user_id: session.userId };
}

/** Sets a new password and ends every other session of the player. */
export async function setPassword(deps: Deps, userId: number, password: string, keepSession: string | null) {
	const hash = await hashPassword(deps.config, password);
	await deps.db.tx(async (tx) => {
		await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
		const others = await tx.query<{ id: string }>(
			'SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2::uuid',
			[userId, keepSession],
		);
		for (const s of others.rows) await revokeSession(tx, deps, s.id, 'password changed');
	});
}

export async function changePassword(
	deps: Deps,
	userId: number,
	sessionId: string,
	oldPassword: string,
	newPassword: string,
) {
	const { rows } = await deps.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
		userId,
	]);
	if (!rows[0] || !(await checkPassword(deps.config, oldPassword, rows[0].password_hash)).ok) {
		throw new DomainError('wrong_old_password');
	}
	await setPassword(deps, userId, newPassword, sessionId);
}
