// Six-digit phone codes: sent through the pluggable sender, stored hashed, short-lived, few tries.
import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import type { Lang as Language } from '../i18n/language.ts';
import { CodeNotDelivered } from '../providers/sms-sender.ts';
import { DomainError } from './errors.ts';
import { sha256 } from './tokens.ts';

/** The code never left: the player is told so, and the attempt should not count against them. */
export class CodeNotSent extends DomainError<'sms_invalid_phone' | 'sms_unavailable'> {}

export async function sendCode(deps: Deps, phone: string, lang: Language = 'en') {
	const id = randomUUID();
	const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
	const now = deps.clock.now();
	await deps.db.query(
		'INSERT INTO verifications (id, phone, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
		[id, phone, sha256(`${id}:${code}`), now, new Date(now.getTime() + deps.config.codeMinutes * 60_000)],
	);
	try {
		await deps.sendCode(phone, code, lang);
	} catch (err) {
		// a code the player never received must not stay usable:
		await deps.db.query('DELETE FROM verifications WHERE id = $1', [id]);
		if (!(err instanceof CodeNotDelivered)) throw err;
		if (err.failure === 'invalid_phone') {
			throw new CodeNotSent('sms_invalid_phone');
		}
		throw new CodeNotSent('sms_unavailable');
	}
	return { verification_id: id, timestamp: now.getTime() };
}

export interface CodeAttempt {
	verification_id: string;
	timestamp: number;
	phone: string;
	code: string;
}

/** Consumes the code inside the registration transaction; returns a reason when it fails. */
export async function consumeCode(
	tx: Queryable,
	deps: Deps,
	a: CodeAttempt,
): Promise<'code_expired' | 'code_incorrect' | null> {
	const { rows } = await tx.query<{
		phone: string;
		code_hash: string;
		created_at: Date;
		expires_at: Date;
		attempts: number;
		used_at: Date | null;
	}>('SELECT phone, code_hash, created_at, expires_at, attempts, used_at FROM verifications WHERE id = $1 FOR UPDATE', [
		a.verification_id,
	]);
	const row = rows[0];
	const invalid = 'code_expired';
	if (!row || row.used_at || row.phone !== a.phone || row.created_at.getTime() !== a.timestamp) return invalid;
	if (row.expires_at <= deps.clock.now() || row.attempts >= deps.config.codeAttempts) return invalid;
	if (row.code_hash !== sha256(`${a.verification_id}:${a.code}`)) return 'code_incorrect';
	await tx.query('UPDATE verifications SET used_at = $2 WHERE id = $1', [a.verification_id, deps.clock.now()]);
	return null;
}

/** A wrong guess counts even though the registration rolls back. */
export async function countFailedAttempt(db: Queryable, verificationId: string) {
	await db.query('UPDATE verifications SET attempts = attempts + 1 WHERE id = $1', [verificationId]);
}
