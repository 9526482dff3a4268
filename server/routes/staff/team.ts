// The admin's routes: staff accounts created, their roles changed, disabled, their passwords and second factor reset.
import { Hono } from 'hono';
import * as v from 'valibot';
import { resetSecondFactor, updateStaff } from '../../domain/staff/account-changes.ts';
import { createStaff, listStaff, setStaffPassword } from '../../domain/staff/accounts.ts';
import { audited } from '../../domain/staff/audited.ts';
import { ROLES } from '../../domain/staff/roles.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { password, userName } from '../../http/fields.ts';
import { oneOf } from '../../http/rules.ts';
import { actorOf, staffRole, staffSession } from '../../http/staff-auth.ts';
import { body } from '../../http/validate.ts';
import { idParam, reason, WithReason } from './fields.ts';

const roles = v.pipe(v.array(oneOf(ROLES)), v.minLength(1), v.maxLength(ROLES.length));
const Create = v.strictObject({ user_name: userName, password, roles, reason });
const Update = v.strictObject({ roles: v.optional(roles), disabled: v.optional(v.boolean()), reason });
const Password = v.strictObject({ password, reason });

/** What the audit calls a change: a role change, a disabling, an enabling (or several at once). */
const updateAction = (change: { roles?: unknown; disabled?: boolean | undefined }) =>
	change.disabled === undefined ? 'staff.roles' : change.disabled ? 'staff.disable' : 'staff.enable';

export const staffTeamRoutes = new Hono<AppEnv>()
	.use(staffSession, staffRole('admin'))
	.get('/', async (c) => ok(c, { list: await listStaff(c.get('deps').db) }))
	.post('/', async (c) => {
		const deps = c.get('deps');
		const input = await body(c, Create);
		const what = {
			action: 'staff.create',
			target: `staff:${input.user_name}`,
			reason: input.reason,
			detail: { roles: input.roles },
		};
		return ok(
			c,
			await audited(deps, actorOf(c), what, () => createStaff(deps, input.user_name, input.password, input.roles)),
		);
	})
	.post('/:id', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, Update);
		const change = { roles: input.roles, disabled: input.disabled };
		const actor = actorOf(c);
		const what = { action: updateAction(change), target: `staff:${id}`, reason: input.reason, detail: change };
		return ok(c, await audited(deps, actor, what, () => updateStaff(deps, actor.staffId, id, change)));
	})
	.post('/:id/second-factor/reset', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, WithReason);
		const actor = actorOf(c);
		const what = { action: 'staff.second_factor_reset', target: `staff:${id}`, reason: input.reason };
		const run = () => resetSecondFactor(deps, actor.staffId, id);
		return ok(c, await audited(deps, actor, what, run, () => null));
	})
	.post('/:id/password', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, Password);
		const what = { action: 'staff.password_reset', target: `staff:${id}`, reason: input.reason };
		return ok(
			c,
			await audited(
				deps,
				actorOf(c),
				what,
				() => setStaffPassword(deps, id, input.password),
				() => null,
			),
		);
	});
