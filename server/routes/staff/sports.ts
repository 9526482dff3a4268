// The trader's sports routes: the events board, a final score entered (orders paid) or an event voided (refunded).
import { Hono } from 'hono';
import * as v from 'valibot';
import { resultEvent, traderEvents, voidEvent } from '../../domain/sports/trader.ts';
import { audited } from '../../domain/staff/audited.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { atLeast, atMost, wholeNumber } from '../../http/rules.ts';
import { actorOf, staffRole, staffSession } from '../../http/staff-auth.ts';
import { body, query } from '../../http/validate.ts';
import { idParam, reason, WithReason } from './fields.ts';

const score = v.pipe(v.number(), v.integer(wholeNumber), atLeast(0), atMost(999));
const Result = v.strictObject({ home: score, away: score, reason });
const Board = v.strictObject({ status: v.optional(v.picklist(['open', 'closed', 'resulted', 'void'])) });

export const staffSportsRoutes = new Hono<AppEnv>()
	.use(staffSession, staffRole('trader'))
	.get('/events', async (c) => ok(c, { list: await traderEvents(c.get('deps').db, query(c, Board).status ?? null) }))
	.post('/events/:id/result', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, Result);
		const what = {
			action: 'sport.result',
			target: `sport_event:${id}`,
			reason: input.reason,
			detail: { home: input.home, away: input.away },
		};
		const run = () => resultEvent(deps.db, id, input.home, input.away, deps.clock.now());
		return ok(c, await audited(deps, actorOf(c), what, run, (r) => ({ ...what.detail, settled: r.settled })));
	})
	.post('/events/:id/void', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, WithReason);
		const what = { action: 'sport.void', target: `sport_event:${id}`, reason: input.reason };
		const run = () => voidEvent(deps.db, id, deps.clock.now());
		return ok(c, await audited(deps, actorOf(c), what, run, (r) => ({ refunded: r.settled })));
	});
