// Support's routes: a player's file, suspension, a self-exclusion recorded on their behalf, a password reset.
import { Hono } from 'hono';
import * as v from 'valibot';
import { EXCLUSION_PERIODS, selfExclude } from '../../domain/safer/exclusion.ts';
import { audited } from '../../domain/staff/audited.ts';
import { findPlayer, playerFile, resetPlayerPassword, setSuspended } from '../../domain/staff/players.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { oneOf } from '../../http/rules.ts';
import { actorOf, staffRole, staffSession } from '../../http/staff-auth.ts';
import { body } from '../../http/validate.ts';
import { idParam, reason, WithReason } from './fields.ts';

const Suspend = v.strictObject({ suspended: v.boolean(), reason });
const Exclude = v.strictObject({ period: oneOf(EXCLUSION_PERIODS), reason });

export const staffPlayerRoutes = new Hono<AppEnv>()
	.use(staffSession, staffRole('support'))
	.get('/:who', async (c) => {
		const deps = c.get('deps');
		const file = await playerFile(deps, c.req.param('who'));
		return ok(c, file);
	})
	.post('/:id/suspend', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, Suspend);
		await findPlayer(deps.db, id);
		const what = {
			action: input.suspended ? 'player.suspend' : 'player.unsuspend',
			playerId: id,
			reason: input.reason,
		};
		return ok(c, await audited(deps, actorOf(c), what, () => setSuspended(deps, id, input.suspended, input.reason)));
	})
	.post('/:id/exclude', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, Exclude);
		await findPlayer(deps.db, id);
		const what = { action: 'player.self_exclude', playerId: id, target: input.period, reason: input.reason };
		// the player asked support for it (phone, mail): the confirmation word is the staff member's to give
		const until = () => selfExclude(deps.db, id, input.period, 'EXCLUDE', deps.clock.now());
		return ok(c, { until: await audited(deps, actorOf(c), what, until, (u) => ({ until: u })) });
	})
	.post('/:id/password', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, WithReason);
		await findPlayer(deps.db, id);
		const what = { action: 'player.password_reset', playerId: id, reason: input.reason };
		// the temporary password goes to the staff member once, never to the audit, which keeps that it was shown:
		const run = () => resetPlayerPassword(deps, id);
		return ok(c, await audited(deps, actorOf(c), what, run, () => ({ temporary_password: 'shown_to_staff' })));
	});
