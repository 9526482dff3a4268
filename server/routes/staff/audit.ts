// The audit log, read with filters: staff member, action (a prefix), player, dates.
import { Hono } from 'hono';
import * as v from 'valibot';
import { readAudit } from '../../domain/staff/audit.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { paging } from '../../http/paging.ts';
import { maxChars, mustBeText, rule } from '../../http/rules.ts';
import { staffRole, staffSession } from '../../http/staff-auth.ts';
import { query } from '../../http/validate.ts';

const text = v.optional(v.pipe(v.string(mustBeText), v.trim(), maxChars(64)));
const day = v.optional(v.pipe(v.string(), v.isoDate(rule('field_date'))));
const Filter = v.strictObject({ ...paging, staff: text, action: text, player: text, from: day, to: day });

const dayStart = (d: string | undefined, plus = 0) =>
	d ? new Date(new Date(`${d}T00:00:00Z`).getTime() + plus * 86_400_000) : undefined;

export const staffAuditRoutes = new Hono<AppEnv>()
	.use(staffSession, staffRole('admin', 'support'))
	.get('/', async (c) => {
		const f = query(c, Filter);
		const filter = {
			actor: f.staff || undefined,
			action: f.action || undefined,
			player: f.player || undefined,
			from: dayStart(f.from),
			// `to` is inclusive: the whole of that day
			to: dayStart(f.to, 1),
		};
		return ok(c, await readAudit(c.get('deps').db, filter, f));
	});
