import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from './support/harness.ts';
import { CARD, fund, key, type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; p: Player };
const race = suite<Ctx>('money under concurrent requests', {} as Ctx);
race.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	await ctx.h.call('POST', '/api/user/bank_card', { token: ctx.p.access_token, body: CARD });
});
race.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

race('50 withdrawals of 1000 at once from 10000: exactly 10 succeed and the balance ends at 0', async ({ h, p }) => {
	await fund(h, p.user_id, 10_000_00);
	const replies = await Promise.all(
		Array.from({ length: 50 }, () =>
			h.call('POST', '/api/wallet/withdraw', {
				token: p.access_token,
				headers: { 'Idempotency-Key': key() },
				body: { amount: 1000 },
			}),
		),
	);
	const statuses = replies.map((r) => r.status);
	assert.is(statuses.filter((s) => s === 200).length, 10);
	assert.is(statuses.filter((s) => s === 400).length, 40);
	assert.ok(replies.filter((r) => r.status === 400).every((r) => r.body.message === 'Insufficient balance'));
	assert.is((await h.call('GET', '/api/user/balance', { token: p.access_token })).body.data, 0);
	const held = await h.db.query<{ balance: number }>('SELECT balance FROM accounts WHERE code = $1', [
		`held:${p.user_id}`,
	]);
	assert.is(held.rows[0]!.balance, 10_000_00);
});

race('the same Idempotency-Key sent 20 times at once has one effect and one ledger transaction', async ({ h, p }) => {
	await fund(h, p.user_id, 100_00);
	const before = await h.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM ledger_transactions');
	const k = key();
	const send = () =>
		h.call('POST', '/api/wallet/withdraw', {
			token: p.access_token,
			headers: { 'Idempotency-Key': k },
			body: { amount: 10 },
		});
	const replies = await Promise.all(Array.from({ length: 20 }, send));
	const ok = replies.filter((r) => r.status === 200);
	assert.ok(ok.length >= 1, 'at least the first succeeds');
	assert.ok(
		replies.every((r) => r.status === 200 || r.status === 409),
		'the rest replay or are told it is in flight',
	);
	assert.ok(new Set(ok.map((r) => r.body.data.id)).size === 1, 'every success is the same withdrawal');
	const after = await h.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM ledger_transactions');
	assert.is(after.rows[0]!.n - before.rows[0]!.n, 1);
	assert.is((await h.call('GET', '/api/user/balance', { token: p.access_token })).body.data, 90);
	const replay = await send();
	assert.equal([replay.status, replay.body], [200, ok[0]!.body], 'a later repeat replays the stored reply');
	assert.is(replay.headers.get('idempotent-replayed'), 'true');
});

race.run();
