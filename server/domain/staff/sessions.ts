// Staff sessions: an opaque token (only its hash stored), short-lived: 15 minutes idle, 8 hours at most,
// 5 minutes to give the second factor. A session becomes verified only by a TOTP code.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { sha256 } from '../tokens.ts';
import { findStaff, type StaffRow } from './accounts.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

const IDLE_MS = 15 * 60_000;
const MAX_MS = 8 * 3_600_000;
const UNVERIFIED_MS = 5 * 60_000;

export interface StaffSession {
	id: number;
	staff: StaffRow;
	verified: boolean;
}

export async function openStaffSession(deps: Deps, staffId: number): Promise<string> {
	const token = randomBytes(32).toString('base64url');
	const now = deps.clock.now();
	await deps.db.query(
		'INSERT INTO staff_sessions (staff_id, token_hash, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
		[staffId, sha256(token), now],
	);
	return token;
}

/** The live session a token names, its idle clock restarted; null when it is unknown, ended or timed out. */
export async function staffSessionOf(deps: Deps, token: string): Promise<StaffSession | null> {
	if (!token) return null;
	const now = deps.clock.now();
	const { rows } = await deps.db.query<{
		id: number;
		staff_id: number;
		verified: boolean;
		created_at: Date;
		last_seen_at: Date;
	}>(
		'SELECT id, staff_id, verified, created_at, last_seen_at FROM staff_sessions WHERE token_hash = $1 AND revoked_at IS NULL',
		[sha256(token)],
	);
	const s = rows[0];
	if (!s) return null;
	const age = now.getTime() - s.created_at.getTime();
	const idle = now.getTime() - s.last_seen_at.getTime();
	if (age > (s.verified ? MAX_MS : UNVERIFIED_MS) || idle > IDLE_MS) return null;
	const staff = await findStaff(deps.db, s.staff_id);
	if (!staff || staff.disabled_at) return null;
	await deps.db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE id = $1', [s.id, now]);
	return { id: s.id, staff, verified: s.verified };
}

export async function endStaffSession(q: Queryable, id: number, now: Date) {
	await q.query('UPDATE staff_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, now]);
}

/** A fresh secret to scan, kept pending until a first code from it confirms the enrolment. */
export async function startEnrolment(deps: Deps, s: StaffSession) {
	if (s.staff.totp_secret) throw new DomainError('staff_totp_enrolled');
	const secret = newTotpSecret();
	await deps.db.query('UPDATE staff SET totp_pending = $2 WHERE id = $1', [s.staff.id, secret]);
	return { secret, otpauth_uri: otpauthUri('Horse Club', s.staff.user_name, secret) };
}

/** Checks a code (the pending secret's while enrolling) once per time step, and verifies the session. */
export async function verifyStaffCode(deps: Deps, s: StaffSession, code: string) {
	const enrolling = !s.staff.totp_secret;
	const secret = s.staff.totp_secret ?? s.staff.totp_pending;
	if (!secret) throw new DomainError('staff_totp_not_enrolled');
	const now = deps.clock.now();
	const step = matchTotp(secret, code, now);
	await deps.db.tx(async (tx) => {
		// a code is good once: a step at or before the last one accepted is a replay
		const { rowCount } =
			step === null
				? { rowCount: 0 }
				: await tx.query(
						`UPDATE staff SET totp_last_step = $2, totp_secret = coalesce(totp_secret, totp_pending), totp_pending = NULL
						 WHERE id = $1 AND totp_last_step < $2 AND ($3::boolean = false OR totp_pending = $4)`,
						[s.staff.id, step, enrolling, secret],
					);
		if (!rowCount) throw new DomainError('staff_code_incorrect');
		await tx.query('UPDATE staff_sessions SET verified = true WHERE id = $1', [s.id]);
	});
}
