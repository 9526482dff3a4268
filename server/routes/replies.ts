// /api/replies: what became of a money POST, read back by its Idempotency-Key, for a client whose reply was lost
// or unreadable. It only reads: asking never sends the action, so the app can check before offering to send again.
import { Hono } from 'hono';
import * as v from 'valibot';
import { readReply } from '../domain/idempotency/key-store.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { rule } from '../http/rules.ts';
import { query } from '../http/validate.ts';

/** Every money POST the app sends under a key, as the app names it (its path under /api). */
const MONEY_ROUTES = ['/order/place-order', '/sports/order', '/wallet/topup', '/wallet/withdraw', '/shop/buy'] as const;

const Lookup = v.strictObject({
	route: v.picklist(MONEY_ROUTES, rule('field_invalid')),
	key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{8,128}$/, rule('field_invalid'))),
	// how long ago the client made the key (ms, by its own clock): past the keys' 24 h, nothing found means expired
	age: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, rule('field_invalid')), v.transform(Number))),
});

export const replyRoutes = new Hono<AppEnv>().get('/', requireAuth, async (c) => {
	const { db, clock } = c.get('deps');
	const { route, key, age } = query(c, Lookup);
	const found = await readReply(db, { userId: c.get('userId'), route: `POST /api${route}`, key }, clock.now(), age);
	if (found.state !== 'done') return ok(c, { state: found.state, status: null, reply: null });
	// the stored envelope, as the POST answered it (a replay of the same key would send these bytes):
	return ok(c, { state: found.state, status: found.status, reply: JSON.parse(found.body) as unknown });
});
