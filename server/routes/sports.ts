// /api/sports: the board, one event's markets, placing and listing sport orders.
import { Hono } from 'hono';
import * as v from 'valibot';
import { eventDetail, listEvents, listSports } from '../domain/sports/board.ts';
import { SPORTS } from '../domain/sports/catalog.ts';
import { listSportOrders, placeSportOrder } from '../domain/sports/orders.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { revalidate } from '../http/conditional.ts';
import { ok } from '../http/envelope.ts';
import { numberId, queryId } from '../http/fields.ts';
import { idempotent } from '../http/idempotency.ts';
import { money } from '../http/money.ts';
import { paging } from '../http/paging.ts';
import { atLeast, atMost, mustBeNumber, rule } from '../http/rules.ts';
import { body, query } from '../http/validate.ts';

const List = v.strictObject({
	...paging,
	// an empty sport means all of them:
	sport: v.optional(v.picklist(['', ...SPORTS], rule('field_one_of', { options: SPORTS.join(', ') }))),
});
const Detail = v.strictObject({ id: queryId });
const Order = v.strictObject({
	event_id: numberId,
	market_id: numberId,
	selection_id: numberId,
	stake: money,
	odds: v.pipe(v.number(mustBeNumber), atLeast(1.01), atMost(1000)),
});
const Paged = v.strictObject(paging);

export const sportsRoutes = new Hono<AppEnv>()
	.get('/list', revalidate, async (c) => {
		const { db, clock } = c.get('deps');
		const q = query(c, List);
		const page = await listEvents(db, clock.now(), { ...q, sport: q.sport || undefined });
		return ok(c, { ...page, sports: await listSports(db) });
	})
	.get('/detail', revalidate, async (c) => {
		const { db, clock } = c.get('deps');
		return ok(c, await eventDetail(db, clock.now(), query(c, Detail).id));
	})
	.post('/order', requireAuth, idempotent, async (c) => {
		const { db, clock } = c.get('deps');
		const input = await body(c, Order);
		return ok(c, await placeSportOrder(db, clock.now(), c.get('userId'), input, c.get('idempotencyKey')));
	})
	.get('/orders', requireAuth, revalidate, async (c) =>
		ok(c, await listSportOrders(c.get('deps').db, c.get('userId'), query(c, Paged))),
	);
