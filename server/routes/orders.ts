// /api/order: place a race bet, list a player's race orders, one order's detail.
import { Hono } from 'hono';
import * as v from 'valibot';
import { BET_TYPES } from '../../shared/bets/bet-types.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/bets/order-view.ts';
import { holdKey } from '../domain/idempotency/hold-key.ts';
import { approxAtBetTime } from '../domain/racing/bet-price.ts';
import { findOrder, listOrders } from '../domain/racing/orders.ts';
import { betPipeline, type OrderInput } from '../domain/racing/place-order.ts';
import { NO_APPROX } from '../domain/tote/approx-return.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { revalidate } from '../http/conditional.ts';
import { ok } from '../http/envelope.ts';
import { day } from '../http/fields.ts';
import { keyRequest, replyResponse } from '../http/idempotency.ts';
import { paging } from '../http/paging.ts';
import { replyLanguage } from '../http/reply-language.ts';
import { replyWriter } from '../http/reply-writer.ts';
import { required, rule } from '../http/rules.ts';
import { body, query } from '../http/validate.ts';
import { contentLanguage, pickLanguage } from '../i18n/language.ts';

// the app sends ids as numbers, sometimes as strings, and empty second-leg fields as null or '':
const positiveInteger = (message: string) =>
	v.union(
		[
			v.pipe(v.number(), v.integer(message), v.minValue(1, message), v.maxValue(Number.MAX_SAFE_INTEGER, message)),
			v.pipe(v.string(), v.regex(/^\d{1,15}$/, message), v.transform(Number), v.minValue(1, message)),
		],
		message,
	);
const optionalId = v.optional(
	v.pipe(
		v.nullable(v.union([v.literal(''), positiveInteger(rule('field_id'))], rule('field_id'))),
		v.transform((x) => (x === '' ? null : x)),
	),
	null,
);
const MAX_RUNNERS = 40;
const label = v.optional(v.nullable(v.union([v.pipe(v.string(), v.maxLength(100)), v.number()])), null);
const horses = v.pipe(
	v.optional(v.nullable(v.array(positiveInteger(rule('field_runners')), rule('field_not_list'))), []),
	v.transform((x) => x ?? []),
	v.maxLength(MAX_RUNNERS, rule('field_too_many_runners', { max: MAX_RUNNERS })),
);

// strict: a misspelt field would otherwise be dropped without a word (the README promises 'Unknown field: x'):
const PlaceOrder = v.strictObject({
	bet_type: positiveInteger(rule('field_bet_type', { max: BET_TYPES.length - 1 })),
	date: v.optional(v.nullable(v.union([v.literal(''), day], rule('field_date')))),
	event_id: optionalId,
	code: label,
	meetings: label,
	raceNo: label,
	race_id: optionalId,
	event_id2: optionalId,
	code2: label,
	meetings2: label,
	raceNo2: label,
	race_id2: optionalId,
	horse: horses,
	horse2: horses,
	horse1st: horses,
	horse2nd: horses,
	horse3rd: horses,
	horse4th: horses,
	betAmount: v.optional(v.unknown(), null),
	betAmount2: v.optional(v.unknown(), null),
});
// ?status=won or ?status=lost,partiallyRefunded: the order list filtered by state, one state or several:
const statusList = v.optional(
	v.pipe(
		v.string(),
		v.transform((s) => s.split(',').map((x) => x.trim())),
		v.check(
			(list) => list.every((x) => (ORDER_STATUSES as readonly string[]).includes(x)),
			rule('field_one_of', { options: ORDER_STATUSES.join(', ') }),
		),
		v.transform((list) => [...new Set(list)] as OrderStatus[]),
	),
);
const Paged = v.object({ ...paging, status: statusList });
const ById = v.object({
	id: v.pipe(v.string(required), v.regex(/^\d{1,15}$/, rule('field_id')), v.transform(Number)),
});

const ORDER_REPLIES = replyWriter('Order placed');

export const orderRoutes = new Hono<AppEnv>()
	.use(requireAuth)
	// the key is claimed and the reply stored in the batch's own transaction (see bet-batch.ts):
	.post('/place-order', async (c) => {
		const deps = c.get('deps');
		const claim = { ...(await keyRequest(c)), writer: ORDER_REPLIES };
		const release = holdKey(deps.db, claim);
		try {
			let input: OrderInput | null = null;
			let refused: unknown = null;
			try {
				input = await body(c, PlaceOrder);
			} catch (err) {
				refused = err;
			}
			// read outside the batch: the price at bet time is for the receipt, and never refuses a bet
			const approx = input ? await approxAtBetTime(deps, input) : NO_APPROX;
			const lang = pickLanguage(c.req.header('accept-language'));
			const { userId, key } = claim;
			const { reply, replayed } = await betPipeline(deps).submit({ userId, key, claim, input, refused, lang, approx });
			if (!reply) throw new Error('a bet under a claimed key is answered with its stored reply');
			// a refusal is worded in the asker's language and says so, as every other refusal does:
			const words = reply.status >= 400 ? { 'Content-Language': contentLanguage(lang) } : undefined;
			return replyResponse(reply, replayed, words);
		} finally {
			release();
		}
	})
	.get('/list', revalidate, async (c) =>
		ok(c, await listOrders(c.get('deps').db, c.get('userId'), query(c, Paged), replyLanguage(c))),
	)
	.get('/detail', revalidate, async (c) => {
		const { id } = query(c, ById);
		return ok(c, await findOrder(c.get('deps').db, c.get('userId'), id, replyLanguage(c)));
	});
