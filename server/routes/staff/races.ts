// The trader's race routes: a day's races, one race's card, and the corrections: result entry and correction
// (resettled), a scratching, a void, one bet refunded. Each in the staff audit and the race's own corrections log.

import { Hono } from 'hono';
import * as v from 'valibot';
import { DomainError } from '../../domain/errors.ts';
import type { CorrectionOutcome } from '../../domain/racing/corrections/actor.ts';
import { resultRace, scratchRunner, voidRace } from '../../domain/racing/corrections/race-corrections.ts';
import { refundOrder } from '../../domain/racing/corrections/refund-order.ts';
import { feedReport } from '../../domain/racing/feed/feed-log.ts';
import { playerOfOrder } from '../../domain/racing/orders.ts';
import { audited } from '../../domain/staff/audited.ts';
import { traderCard, traderDay } from '../../domain/staff/races.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { rule } from '../../http/rules.ts';
import { actorOf, staffRole, staffSession } from '../../http/staff-auth.ts';
import { body, query } from '../../http/validate.ts';
import { idParam, reason, WithReason } from './fields.ts';

const runner = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99));
const Result = v.strictObject({
	finish: v.pipe(v.array(v.pipe(v.array(runner), v.minLength(1))), v.minLength(1), v.maxLength(24)),
	reason,
	// a result before the race's start time: the trader confirms it, and the audit keeps that they did
	early: v.optional(v.boolean()),
});
const Scratch = v.strictObject({ horse_id: runner, reason });
const described = (o: CorrectionOutcome) => ({
	changed: o.changed,
	orders: o.orders,
	net_to_players_cents: o.net_to_players_cents,
});

const Day = v.strictObject({ day: v.pipe(v.string(), v.isoDate(rule('field_date'))) });

export const staffRaceRoutes = new Hono<AppEnv>()
	.use(staffSession, staffRole('trader'))
	.get('/', async (c) => ok(c, { list: await traderDay(c.get('deps').db, query(c, Day).day) }))
	// each provider's last poll (or its outage) and the latest changes it brought:
	.get('/feed', async (c) => ok(c, await feedReport(c.get('deps').db, 20)))
	.get('/:id', async (c) => {
		const card = await traderCard(c.get('deps').db, idParam(c));
		if (!card) throw new DomainError('race_not_found');
		return ok(c, card);
	})
	.post('/:id/result', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, Result);
		const actor = actorOf(c);
		const what = {
			action: 'race.result',
			target: `race:${id}`,
			reason: input.reason,
			detail: { finish: input.finish, ...(input.early ? { early: true } : {}) },
		};
		const run = () =>
			resultRace(
				deps.db,
				{ race_id: id, finish: input.finish, early: input.early === true },
				{ kind: 'staff', id: actor.name, reason: input.reason },
				deps.clock.now(),
			);
		return ok(c, await audited(deps, actor, what, run, (o) => ({ finish: input.finish, ...described(o) })));
	})
	.post('/:id/scratch', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, Scratch);
		const actor = actorOf(c);
		const what = {
			action: 'race.scratch',
			target: `race:${id}`,
			reason: input.reason,
			detail: { horse_id: input.horse_id },
		};
		const run = () =>
			scratchRunner(
				deps.db,
				{ race_id: id, horse_id: input.horse_id },
				{ kind: 'staff', id: actor.name, reason: input.reason },
				deps.clock.now(),
			);
		return ok(c, await audited(deps, actor, what, run, (o) => ({ horse_id: input.horse_id, ...described(o) })));
	})
	.post('/:id/void', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, WithReason);
		const actor = actorOf(c);
		const what = { action: 'race.void', target: `race:${id}`, reason: input.reason };
		const run = () =>
			voidRace(deps.db, { race_id: id }, { kind: 'staff', id: actor.name, reason: input.reason }, deps.clock.now());
		return ok(c, await audited(deps, actor, what, run, described));
	})
	.post('/orders/:id/refund', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const input = await body(c, WithReason);
		const actor = actorOf(c);
		const playerId = await playerOfOrder(deps.db, id);
		const what = { action: 'race.refund_order', playerId, target: `race_order:${id}`, reason: input.reason };
		const run = () =>
			refundOrder(deps.db, { order_id: id }, { kind: 'staff', id: actor.name, reason: input.reason }, deps.clock.now());
		return ok(c, await audited(deps, actor, what, run, described));
	});
