// Refused office sign-ins in the staff audit: the name tried, the address and why, never the password. A wrong
// password costs a hash and is bounded by the throttle, so each is written; a throttled attempt costs nothing,
// so a flood of them is written once per name, address and reason a minute, and cannot fill the audit.
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { RetryLater } from '../retry-later.ts';
import { recordAction } from './audit.ts';

/** A right password on a disabled account: the caller is told wrong_credentials, the audit the truth. */
export class DisabledStaff extends DomainError<'wrong_credentials'> {
	constructor() {
		super('wrong_credentials');
	}
}

const SIGN_IN_ACTION = 'staff.password';
const REPEAT_MS = 60_000;

/** Why a sign-in was refused, as the audit keeps it; null for what is no refusal of the attempt (a fault). */
function reasonOf(error: unknown): { reason: string; throttled: boolean; retryAfter?: number } | null {
	if (error instanceof DisabledStaff) return { reason: 'account_disabled', throttled: false };
	if (error instanceof RetryLater) return { reason: error.code, throttled: true, retryAfter: Math.ceil(error.seconds) };
	if (error instanceof DomainError && error.code === 'wrong_credentials')
		return { reason: 'wrong_credentials', throttled: false };
	return null;
}

export async function auditRefusedSignIn(deps: Deps, userName: string, address: string, error: unknown) {
	const why = reasonOf(error);
	if (!why) return;
	const now = deps.clock.now();
	const name = userName.slice(0, 64);
	if (why.throttled) {
		const { rows } = await deps.db.query(
			`SELECT 1 FROM staff_audit WHERE actor = $1 AND action = $2 AND target = $3 AND reason = $4
				AND created_at > $5 LIMIT 1`,
			[name, SIGN_IN_ACTION, address, why.reason, new Date(now.getTime() - REPEAT_MS)],
		);
		if (rows.length) return;
	}
	const detail = why.retryAfter === undefined ? undefined : { retry_after: why.retryAfter };
	const entry = { action: SIGN_IN_ACTION, outcome: 'refused' as const, target: address, reason: why.reason, detail };
	await recordAction(deps.db, { staffId: null, name }, entry, now);
}
