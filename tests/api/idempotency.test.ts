import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spendsKey } from '../../shared/money/final-reply.ts';
import { type Harness, harness } from './support/harness.ts';
import { key, type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; ann: Player; ben: Player };
const idem = suite<Ctx>('Idempotency-Key on money requests', {} as Ctx);
idem.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
	ctx.ben = await registerPlayer(ctx.h);
});
idem.after(async (ctx) => {
	assert.ok((await ctx.h.audit()).ok);
	await ctx.h.close();
});

const topup = (h: Harness, p: Player, k: string | undefined, amount = 50) =>
	h.call('POST', '/api/wallet/topup', {
		token: p.access_token,
		headers: k ? { 'Idempotency-Key': k } : {},
		body: { amount, method: 'card' },
	});

idem('a retried top-up returns the first reply and creates one request', async ({ h, ann }) => {
	const k = key();
	const first = await topup(h, ann, k);
	const second = await topup(h, ann, k);
	assert.equal(second.body, first.body);
	const list = await h.call('GET', '/api/wallet/topups', { token: ann.access_token });
	assert.is(list.body.data.total, 1);
});

idem('the same key with another amount is refused with 422', async ({ h, ann }) => {
	const k = key();
	await topup(h, ann, k, 50);
	const other = await topup(h, ann, k, 60);
	assert.is(other.status, 422);
	assert.is(other.body.status, 422);
});

idem('keys belong to one player: another player may use the same key', async ({ h, ann, ben }) => {
	const k = key();
	const a = await topup(h, ann, k);
	const b = await topup(h, ben, k);
	assert.is(b.status, 200);
	assert.is.not(b.body.data.id, a.body.data.id);
});

idem('a failed request keeps its answer for retries with the same key', async ({ h, ann }) => {
	const k = key();
	const first = await topup(h, ann, k, 0);
	assert.is(first.status, 400);
	assert.equal((await topup(h, ann, k, 0)).body, first.body);
});

idem("the app's money rule reads these replies as the server meant them", async ({ h, ann }) => {
	const k = key();
	const refused = await topup(h, ann, k, 0);
	assert.ok(spendsKey(refused.status, refused.body.code), 'a stored refusal must spend the key');
	const other = await topup(h, ann, k, 60);
	assert.ok(spendsKey(other.status, other.body.code), 'a key bound to another payload must be spent');
	const busy = key();
	await topup(h, ann, busy, 50);
	// as if the first send were still being worked on:
	await h.db.query("UPDATE idempotency_keys SET state = 'pending', status = NULL, body = NULL WHERE key = $1", [busy]);
	const inFlight = await topup(h, ann, busy, 50);
	assert.is(inFlight.status, 409);
	assert.not.ok(spendsKey(inFlight.status, inFlight.body.code), 'the in-flight 409 must keep the key');
});

idem('a missing or malformed key is a 400; after 24 hours a key may be used again', async ({ h, ann }) => {
	assert.is((await topup(h, ann, undefined)).status, 400);
	assert.is((await topup(h, ann, 'short')).status, 400);
	const k = key();
	await topup(h, ann, k, 50);
	h.clock.advance(24 * 3_600_000 + 1000);
	const fresh = await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: ann.refresh_token } });
	const later = await topup(h, { ...ann, access_token: fresh.body.data.access_token }, k, 70);
	assert.is(later.status, 200);
});

idem.run();
