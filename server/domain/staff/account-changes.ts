// An admin's changes to another staff account: roles, disabled or enabled, the second factor reset. Nobody
// disables or resets themselves, and the last enabled admin keeps the role and the account, so someone can
// always manage the team.
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { COLS, type StaffRow, staffView } from './accounts.ts';
import type { Role } from './roles.ts';

export interface StaffChange {
	roles?: Role[] | undefined;
	disabled?: boolean | undefined;
}

const endSessions = (tx: Queryable, id: number, now: Date) =>
	tx.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [id, now]);

/** Locks the enabled admins (so two admins disabling each other cannot both pass) and the target. */
async function lockTarget(tx: Queryable, id: number) {
	const admins = await tx.query<{ id: number }>(
		`SELECT id FROM staff WHERE 'admin' = ANY(roles) AND disabled_at IS NULL ORDER BY id FOR UPDATE`,
	);
	const { rows } = await tx.query<StaffRow>(`SELECT ${COLS} FROM staff WHERE id = $1 FOR UPDATE`, [id]);
	if (!rows[0]) throw new DomainError('staff_not_found');
	return { target: rows[0], admins: admins.rows.map((r) => r.id) };
}

/** Roles and enabled state; a disabled account's sessions end at once. */
export async function updateStaff(deps: Deps, actorId: number | null, id: number, change: StaffChange) {
	return deps.db.tx(async (tx) => {
		const now = deps.clock.now();
		const { target, admins } = await lockTarget(tx, id);
		const dropsAdmin = change.roles !== undefined && !change.roles.includes('admin');
		if (id === actorId && (change.disabled || dropsAdmin)) throw new DomainError('staff_not_yourself');
		const enabledAdmin = admins.includes(target.id);
		if (enabledAdmin && (change.disabled || dropsAdmin) && admins.length <= 1)
			throw new DomainError('staff_last_admin');
		const { rows } = await tx.query<StaffRow>(
			`UPDATE staff SET roles = coalesce($2, roles),
				disabled_at = CASE WHEN $3::boolean IS NULL THEN disabled_at WHEN $3 THEN coalesce(disabled_at, $4) ELSE NULL END
			 WHERE id = $1 RETURNING ${COLS}`,
			[id, change.roles ?? null, change.disabled ?? null, now],
		);
		if (change.disabled) await endSessions(tx, id, now);
		return staffView(rows[0]!);
	});
}

/** Forgets the authenticator (a lost phone): the account enrols a new one at its next sign-in; its sessions end. */
export async function resetSecondFactor(deps: Deps, actorId: number | null, id: number) {
	if (id === actorId) throw new DomainError('staff_not_yourself');
	return deps.db.tx(async (tx) => {
		const now = deps.clock.now();
		const { rows } = await tx.query<StaffRow>(
			`UPDATE staff SET totp_secret = NULL, totp_pending = NULL WHERE id = $1 RETURNING ${COLS}`,
			[id],
		);
		if (!rows[0]) throw new DomainError('staff_not_found');
		await endSessions(tx, id, now);
		return staffView(rows[0]);
	});
}
