// `staff create NAME PASSWORD --roles ...` (the first admin, and any account after it) and `staff list`.

import * as v from 'valibot';
import type { Deps } from '../deps.ts';
import { OperatorError } from '../domain/errors.ts';
import { createStaff, listStaff } from '../domain/staff/accounts.ts';
import type { Actor } from '../domain/staff/audit.ts';
import { audited } from '../domain/staff/audited.ts';
import { isRole, parseRoles, ROLES } from '../domain/staff/roles.ts';
import { password, userName } from '../http/fields.ts';
import { check } from '../http/validate.ts';

const NewStaff = v.object({ user_name: userName, password });

export async function staffCommand(
	deps: Deps,
	actor: Actor,
	sub: string | undefined,
	name: string | undefined,
	pass: string | undefined,
	flags: Record<string, string>,
) {
	if (sub === 'list') return listStaff(deps.db);
	if (sub !== 'create') throw new OperatorError('staff create <user_name> <password> --roles <roles> | staff list');
	const roles = parseRoles(flags.roles ?? '');
	if (!roles.length || !roles.every(isRole)) throw new OperatorError(`--roles is a list of ${ROLES.join(', ')}`);
	const input = check(NewStaff, { user_name: name, password: pass });
	const what = {
		action: 'staff.create',
		target: `staff:${input.user_name}`,
		reason: flags.reason ?? null,
		detail: { roles },
	};
	const staff = await audited(deps, actor, what, () =>
		createStaff(deps, input.user_name, input.password, roles.filter(isRole)),
	);
	return { ...staff, next: 'sign in at /office/ and scan the authenticator code it shows' };
}
