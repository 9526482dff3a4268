// The trader's view of who decides a race: the result in force with its history, and the feed's changes held for a
// decision (a race a person has decided is never changed by the feed on its own), each applied or dismissed.
import { type Context, Hono } from 'hono';
import { decideFeedChange, raceDecisions } from '../../domain/racing/corrections/race-decisions.ts';
import { audited } from '../../domain/staff/audited.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffRole, staffSession } from '../../http/staff-auth.ts';
import { body } from '../../http/validate.ts';
import { idParam, WithReason } from './fields.ts';

const decide = (decision: 'applied' | 'dismissed') => async (c: Context<AppEnv>) => {
	const deps = c.get('deps');
	const id = idParam(c);
	const hold = idParam(c, 'hold');
	const input = await body(c, WithReason);
	const actor = actorOf(c);
	const what = {
		action: decision === 'applied' ? 'race.feed_change_applied' : 'race.feed_change_dismissed',
		target: `race:${id}`,
		reason: input.reason,
		detail: { feed_change: hold },
	};
	const run = () => decideFeedChange(deps, id, hold, decision, { kind: 'staff', id: actor.name, reason: input.reason });
	const outcome = await audited(deps, actor, what, run, (o) => ({ feed_change: hold, changed: o?.changed ?? false }));
	return ok(c, { decision, changed: outcome?.changed ?? false, orders: outcome?.orders ?? 0 });
};

export const staffRaceDecisionRoutes = new Hono<AppEnv>()
	.use(staffSession, staffRole('trader'))
	.get('/:id/decisions', async (c) => ok(c, await raceDecisions(c.get('deps').db, idParam(c))))
	.post('/:id/held/:hold/apply', decide('applied'))
	.post('/:id/held/:hold/dismiss', decide('dismissed'));
