// Named staff accounts: created by an admin (or the first one by the CLI), passwords hashed like players'.
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import type { Lane } from '../hash-pool.ts';
import { burnPasswordCheck, checkPassword, hashPassword } from '../passwords.ts';
import type { Role } from './roles.ts';
import { DisabledStaff } from './sign-in-audit.ts';

export interface StaffRow {
	id: number;
	user_name: string;
	password_hash: string;
	roles: Role[];
	totp_secret: string | null;
	totp_pending: string | null;
	totp_last_step: number;
	disabled_at: Date | null;
	created_at: Date;
}

export const COLS =
	'id, user_name, password_hash, roles, totp_secret, totp_pending, totp_last_step, disabled_at, created_at';

export const staffView = (s: StaffRow) => ({
	id: s.id,
	user_name: s.user_name,
	roles: s.roles,
	second_factor: s.totp_secret !== null,
	disabled: s.disabled_at !== null,
	created_at: s.created_at.toISOString(),
});

export async function findStaff(q: Queryable, id: number): Promise<StaffRow | null> {
	const { rows } = await q.query<StaffRow>(`SELECT ${COLS} FROM staff WHERE id = $1`, [id]);
	return rows[0] ?? null;
}

export async function listStaff(q: Queryable) {
	const { rows } = await q.query<StaffRow>(`SELECT ${COLS} FROM staff ORDER BY lower(user_name)`);
	return rows.map(staffView);
}

export async function createStaff(deps: Deps, userName: string, password: string, roles: Role[]) {
	const hash = await hashPassword(deps.config, password);
	const { rows } = await deps.db.query<StaffRow>(
		`INSERT INTO staff (user_name, password_hash, roles, created_at) VALUES ($1, $2, $3, $4)
		 ON CONFLICT DO NOTHING RETURNING ${COLS}`,
		[userName, hash, roles, deps.clock.now()],
	);
	if (!rows[0]) throw new DomainError('user_name_taken');
	return staffView(rows[0]);
}

/** The account whose password this is; the same time is spent on an unknown name. */
export async function checkStaffPassword(
	deps: Deps,
	userName: string,
	password: string,
	lane?: Lane,
): Promise<StaffRow> {
	const { rows } = await deps.db.query<StaffRow>(`SELECT ${COLS} FROM staff WHERE lower(user_name) = lower($1)`, [
		userName,
	]);
	const staff = rows[0];
	if (!staff) {
		await burnPasswordCheck(deps.config, password, lane);
		throw new DomainError('wrong_credentials');
	}
	const check = await checkPassword(deps.config, password, staff.password_hash, lane);
	if (!check.ok) throw new DomainError('wrong_credentials');
	if (staff.disabled_at) throw new DisabledStaff();
	return staff;
}

/** A new password; the second factor is kept, every session of the account ends. */
export async function setStaffPassword(deps: Deps, id: number, password: string) {
	const hash = await hashPassword(deps.config, password);
	await deps.db.tx(async (tx) => {
		const { rowCount } = await tx.query('UPDATE staff SET password_hash = $2 WHERE id = $1', [id, hash]);
		if (!rowCount) throw new DomainError('staff_not_found');
		await tx.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [
			id,
			deps.clock.now(),
		]);
	});
}
