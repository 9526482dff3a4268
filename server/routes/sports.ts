// /api/sports: the board, one event's markets, placing and listing sport orders.
import { Hono } from 'hono';
import * as v from 'valibot';
import { eventDetail, listEvents, listSports } from '../domain/sports/board.ts';
import { SPORTS } from '../domain/sports/catalog.ts';
import { listSportOrders, placeSportOrder } from '../domain/sports/orders.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { idempotent } from '../http/idempotency.ts';
import { money } from '../http/money.ts';
import { paging } from '../http/paging.ts';
import { body, query } from '../http/validate.ts';

const id = v.pipe(
	v.number('must be a number'),
	v.integer('must be a whole number'),
	v.minValue(1, 'must be at least 1'),
	v.maxValue(Number.MAX_SAFE_INTEGER, 'is too large'),
);
const queryId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/, 'must be a positive whole number'), v.transform(Number));

const List = v.strictObject({
	...paging,
	// an empty sport means all of them:
	sport: v.optional(v.picklist(['', ...SPORTS], `must be one of ${SPORTS.join(', ')}`)),
});
const Detail = v.strictObject({ id: queryId });
const Order = v.strictObject({
	event_id: id,
	market_id: id,
	selection_id: id,
	stake: money,
	odds: v.pipe(
		v.number('must be a number'),
		v.minValue(1.01, 'must be at least 1.01'),
		v.maxValue(1000, 'is too large'),
	),
});
const Paged = v.strictObject(paging);

export const sportsRoutes = new Hono<AppEnv>()
	.get('/list', async (c) => {
		const { db, clock } = c.get('deps');
		const q = query(c, List);
		const page = await listEvents(db, clock.now(), { ...q, sport: q.sport || undefined });
		return ok(c, { ...page, sports: await listSports(db) });
	})
	.get('/detail', async (c) => {
		const { db, clock } = c.get('deps');
		return ok(c, await eventDetail(db, clock.now(), query(c, Detail).id));
	})
	.post('/order', requireAuth, idempotent, async (c) => {
		const { db, clock } = c.get('deps');
		const input = await body(c, Order);
		return ok(c, await placeSportOrder(db, clock.now(), c.get('userId'), input, c.get('idempotencyKey')));
	})
	.get('/orders', requireAuth, async (c) =>
		ok(c, await listSportOrders(c.get('deps').db, c.get('userId'), query(c, Paged))),
	);
