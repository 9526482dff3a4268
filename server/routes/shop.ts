// /api/shop: the catalogue, buying, and the player's purchase history.
import { Hono } from 'hono';
import * as v from 'valibot';
import { buy, listItems, listPurchases, MAX_QUANTITY } from '../domain/shop/shop.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { revalidate } from '../http/conditional.ts';
import { ok } from '../http/envelope.ts';
import { numberId } from '../http/fields.ts';
import { idempotent } from '../http/idempotency.ts';
import { paging } from '../http/paging.ts';
import { atLeast, atMost, mustBeNumber, wholeNumber } from '../http/rules.ts';
import { body, query } from '../http/validate.ts';

const Buy = v.strictObject({
	item_id: numberId,
	quantity: v.optional(v.pipe(v.number(mustBeNumber), v.integer(wholeNumber), atLeast(1), atMost(MAX_QUANTITY)), 1),
});
const Paged = v.strictObject(paging);

export const shopRoutes = new Hono<AppEnv>()
	.get('/items', revalidate, async (c) => ok(c, { list: await listItems(c.get('deps').db) }))
	.post('/buy', requireAuth, idempotent, async (c) => {
		const { db, clock } = c.get('deps');
		const input = await body(c, Buy);
		return ok(c, await buy(db, clock.now(), c.get('userId'), input.item_id, input.quantity, c.get('idempotencyKey')));
	})
	.get('/purchases', requireAuth, revalidate, async (c) =>
		ok(c, await listPurchases(c.get('deps').db, c.get('userId'), query(c, Paged))),
	);
