// The admin's routes: staff accounts created, their roles changed, disabled, their passwords reset.
import { Hono } from 'hono';
import * as v from 'valibot';
import { createStaff, listStaff, setStaffPassword, updateStaff } from '../../domain/staff/accounts.ts';
import { audited } from '../../domain/staff/audited.ts';
import { ROLES } from '../../domain/staff/roles.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { password, userName } from '../../http/fields.ts';
import { oneOf } from '../../http/rules.ts';
import { actorOf, staffRole, staffSession } from '../../http/staff-auth.ts';
import { body } from '../../http/validate.ts';
import { idParam, reason } from './fields.ts';

const roles = v.pipe(v.array(oneOf(ROLES)), v.minLength(1), v.maxLength(ROLES.length));
const Create = v.strictObject({ user_name: userName, password, roles, reason });
const Update = v.strictObject({ roles: v.optional(roles), disabled: v.optional(v.boolean()), reason });
const Password = v.strictObject({ password, reason });

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
		const what = { action: 'staff.update', target: `staff:${id}`, reason: input.reason, detail: change };
		return ok(c, await audited(deps, actorOf(c), what, () => updateStaff(deps, id, change)));
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
