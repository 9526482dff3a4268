import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from '../support/harness.ts';
import { type Player, registerPlayer } from '../support/players.ts';
import { balance, eventFor, sendEvent, topup, topupNow } from './support.ts';

type Ctx = { h: Harness; ann: Player; ben: Player };
const hook = suite<Ctx>('payments: checkout and the signed webhook', {} as Ctx);
hook.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
	ctx.ben = await registerPlayer(ctx.h);
});
hook.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const events = async (h: Harness) =>
	Number((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_events')).rows[0]!.n);

hook('a card top-up opens a checkout and waits, pending, with no money yet', async ({ h, ann, ben }) => {
	const r = await topup(h, ann, 50);
	assert.is(r.status, 200, r.body.message);
	const t = r.body.data;
	assert.is(t.status, 'pending');
	assert.match(t.reference, /^HC\d{7}$/);
	assert.match(t.checkout.url, /^\/pay\/demo\/cs_demo_[0-9a-f]{32}$/);
	assert.is(t.checkout.expires_at, new Date(h.clock.now().getTime() + 30 * 60_000).toISOString());
	assert.is(t.pay_to, null, 'no bank details for a card top-up');
	assert.is(await balance(h, ann), 0);
	assert.equal(await topupNow(h, ann, t.id), t, 'the one-top-up read gives the same record');
	const other = await h.call('GET', `/api/wallet/topup?id=${t.id}`, { token: ben.access_token });
	assert.equal([other.status, other.body.message], [404, 'Top-up not found']);
	const eWallet = await topup(h, ann, 20, 'e_wallet');
	assert.is(eWallet.body.data.method, 'e_wallet');
	assert.ok(eWallet.body.data.checkout.url, 'an e-wallet top-up has a checkout too');
});

hook('a webhook without a valid signature is refused and moves no money', async ({ h, ann }) => {
	const r = await topup(h, ann, 40);
	const event = eventFor(r, 'checkout.completed');
	const before = await events(h);
	const body = JSON.stringify(event);
	const wrongSecret = await sendEvent(h, event, { secret: 'not-the-shared-secret-at-all' });
	assert.equal([wrongSecret.status, wrongSecret.body.message], [401, 'Signature does not match']);
	// signed over one body, sent with another (the amount raised):
	const tampered = body.replace('"amount":4000', '"amount":400000');
	assert.is.not(tampered, body);
	const { signPayload } = await import('../../../server/providers/webhook-signature.ts');
	const { webhookSecret } = await import('../../../server/domain/payments/webhook-secret.ts');
	const signedOriginal = signPayload(webhookSecret(h.deps)!, body, h.clock.now());
	assert.is((await sendEvent(h, tampered, { signature: signedOriginal })).status, 401, 'a changed body');
	assert.is((await sendEvent(h, event, { signature: null })).status, 400, 'no signature header');
	assert.is((await sendEvent(h, event, { signature: 'v1=abc' })).status, 400, 'a malformed header');
	assert.is(await events(h), before, 'no refused event is stored');
	assert.is(await balance(h, ann), 0);
	assert.is((await topupNow(h, ann, r.body.data.id)).status, 'pending');
});

hook('an event signed too long ago or too far ahead is refused as a possible replay', async ({ h, ann }) => {
	const r = await topup(h, ann, 30);
	const now = h.clock.now().getTime();
	for (const seconds of [-301, 301, -86_400]) {
		const late = await sendEvent(h, eventFor(r, 'checkout.completed'), { at: new Date(now + seconds * 1000) });
		assert.equal(
			[late.status, late.body.message],
			[401, 'Signature timestamp is too old or too far ahead'],
			`${seconds} s`,
		);
	}
	assert.is(await balance(h, ann), 0);
	const inside = await sendEvent(h, eventFor(r, 'checkout.completed'), { at: new Date(now - 299_000) });
	assert.is(inside.status, 200, 'inside the five minutes it counts');
	assert.is(await balance(h, ann), 30);
});

hook('completing credits once; a replayed, duplicated or second event moves nothing', async ({ h, ben }) => {
	const r = await topup(h, ben, 25.5);
	const event = eventFor(r, 'checkout.completed');
	const creditedAt = h.clock.now().toISOString();
	const first = await sendEvent(h, event);
	assert.equal(first.body.data, { received: true, duplicate: false, outcome: 'credited' });
	assert.is(await balance(h, ben), 25.5);
	h.clock.advance(60_000);
	const replay = await sendEvent(h, event);
	assert.equal(replay.body.data, { received: true, duplicate: true, outcome: 'credited' }, 'replayed a minute later');
	const second = await sendEvent(h, eventFor(r, 'checkout.completed'));
	assert.is(second.body.data.outcome, 'already_decided', 'another event id for the same checkout');
	assert.is(await balance(h, ben), 25.5);
	const t = await topupNow(h, ben, r.body.data.id);
	assert.equal([t.status, t.checkout, t.decided_at], ['approved', null, creditedAt]);

	const burst = await topup(h, ben, 10);
	const same = eventFor(burst, 'checkout.completed');
	const replies = await Promise.all(Array.from({ length: 5 }, () => sendEvent(h, same)));
	assert.equal(
		replies.map((x) => x.status),
		[200, 200, 200, 200, 200],
	);
	assert.is(replies.filter((x) => !x.body.data.duplicate).length, 1, 'one delivery applies, the rest are duplicates');
	assert.is(await balance(h, ben), 35.5, 'five deliveries at once credit once');
	const statement = await h.call('GET', '/api/wallet/statement?type=topup', { token: ben.access_token });
	assert.equal(
		statement.body.data.list.map((e: { ref: string; amount: number }) => [e.ref, e.amount]),
		[
			[`topup:${burst.body.data.id}`, 10],
			[`topup:${r.body.data.id}`, 25.5],
		],
	);
});

hook('a declined or expired checkout fails the top-up with a reason and no money', async ({ h, ann }) => {
	const start = await balance(h, ann);
	const declined = await topup(h, ann, 60);
	const d = await sendEvent(h, eventFor(declined, 'checkout.declined', { reason: 'card_declined' }));
	assert.is(d.body.data.outcome, 'failed');
	const t = await topupNow(h, ann, declined.body.data.id);
	assert.equal(
		[t.status, t.reason_code, t.reason, t.checkout],
		['failed', 'declined', 'The payment was declined; nothing was charged', null],
	);
	const late = await sendEvent(h, eventFor(declined, 'checkout.completed'));
	assert.is(late.body.data.outcome, 'paid_after_failure', 'a completion after a failure is left to an operator');
	const expired = await topup(h, ann, 70);
	await sendEvent(h, eventFor(expired, 'checkout.expired'));
	const e = await topupNow(h, ann, expired.body.data.id);
	assert.equal([e.status, e.reason_code], ['failed', 'expired']);
	assert.is(await balance(h, ann), start);
	const list = await h.call('GET', '/api/wallet/topups?size=2', { token: ann.access_token });
	assert.equal(
		list.body.data.list.map((x: { status: string; reason_code: string }) => [x.status, x.reason_code]),
		[
			['failed', 'expired'],
			['failed', 'declined'],
		],
	);
});

hook('an event that does not match its top-up moves nothing', async ({ h, ann }) => {
	const start = await balance(h, ann);
	const r = await topup(h, ann, 15);
	const cases: [Partial<Parameters<typeof eventFor>[2]>, string][] = [
		[{ amount: 1 }, 'amount_mismatch'],
		[{ currency: 'EUR' }, 'amount_mismatch'],
		[{ session_id: 'cs_demo_someone_else' }, 'unknown_checkout'],
		[{ reference: 'HC0000010' }, 'unknown_checkout'],
		[{ reference: 'nonsense' }, 'unknown_checkout'],
	];
	for (const [over, outcome] of cases) {
		const reply = await sendEvent(h, eventFor(r, 'checkout.completed', over));
		assert.is(reply.body.data.outcome, outcome, JSON.stringify(over));
	}
	const bank = await topup(h, ann, 15, 'bank_transfer');
	const forBank = eventFor(r, 'checkout.completed', { reference: bank.body.data.reference });
	assert.is((await sendEvent(h, forBank)).body.data.outcome, 'unknown_checkout', 'a bank transfer has no checkout');
	assert.is(await balance(h, ann), start);
	assert.is((await topupNow(h, ann, r.body.data.id)).status, 'pending');
	const bad = await sendEvent(h, '{"id":"evt_x","type":"checkout.refunded","created":1,"data":{}}');
	assert.equal([bad.status, bad.body.message.startsWith('type must be one of')], [400, true]);
});

hook.run();
