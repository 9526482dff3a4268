import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from '../support/harness.ts';
import { type Player, registerPlayer } from '../support/players.ts';
import { DAY, setLimit, settingsOf, signIn, topup } from './support.ts';

type Ctx = { h: Harness };
const deposits = suite<Ctx>('safer: deposit limits', {} as Ctx);
deposits.before(async (ctx) => {
	ctx.h = await harness();
});
deposits.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

deposits('a first limit applies at once and a top-up over it names what is left', async ({ h }) => {
	const p = await registerPlayer(h);
	assert.is((await setLimit(h, p, 'deposit', 'day', 100)).status, 200);
	assert.is((await topup(h, p, 60)).status, 200);
	const over = await topup(h, p, 50);
	assert.is(over.status, 400);
	assert.is(over.body.message, 'Deposit limit reached: you can deposit $40.00 more today');
	assert.is((await topup(h, p, 40)).status, 200, 'exactly the rest is allowed');
	const s = await settingsOf(h, p);
	assert.equal(s.limits.deposit.day, { amount: 100, used: 100, pending: null });
});

deposits('the day window is rolling: a top-up 24 h ago no longer counts, one just inside does', async ({ h }) => {
	const p = await registerPlayer(h);
	await setLimit(h, p, 'deposit', 'day', 100);
	assert.is((await topup(h, p, 100)).status, 200);
	h.clock.advance(DAY - 1000);
	await signIn(h, p);
	const inside = await topup(h, p, 10);
	assert.is(inside.status, 400, 'one second before the window ends it still counts');
	assert.match(inside.body.message, /\$0\.00 more today/);
	h.clock.advance(1000);
	await signIn(h, p);
	assert.is((await topup(h, p, 100)).status, 200, 'exactly 24 h later it has left the window');
});

deposits('week and month windows count pending requests too; the tightest limit speaks', async ({ h }) => {
	const p = await registerPlayer(h);
	await setLimit(h, p, 'deposit', 'week', 300);
	await setLimit(h, p, 'deposit', 'month', 400);
	for (let d = 0; d < 3; d++) {
		assert.is((await topup(h, p, 100)).status, 200, `day ${d}`);
		h.clock.advance(DAY);
		await signIn(h, p);
	}
	const week = await topup(h, p, 100);
	assert.is(week.body.message, 'Deposit limit reached: you can deposit $0.00 more this week');
	h.clock.advance(5 * DAY);
	await signIn(h, p);
	assert.match((await topup(h, p, 150)).body.message, /\$100\.00 more this month/);
	assert.is((await topup(h, p, 100)).status, 200);
	const month = await topup(h, p, 10);
	assert.is(month.body.message, 'Deposit limit reached: you can deposit $0.00 more this month');
	h.clock.advance(30 * DAY);
	await signIn(h, p);
	assert.is((await topup(h, p, 10)).status, 200, 'a month later the window is clear');
});

deposits('lowering applies at once; raising waits 7 days, shown as pending, then applies', async ({ h }) => {
	const p = await registerPlayer(h);
	await setLimit(h, p, 'deposit', 'day', 200);
	const lowered = await setLimit(h, p, 'deposit', 'day', 50);
	assert.is(lowered.body.data.limits.deposit.day.amount, 50, 'lowered at once');
	assert.is((await topup(h, p, 60)).status, 400);
	const raised = await setLimit(h, p, 'deposit', 'day', 500);
	const day = raised.body.data.limits.deposit.day;
	assert.is(day.amount, 50, 'the old limit still holds');
	const due = new Date(h.clock.now().getTime() + 7 * DAY).toISOString();
	assert.equal(day.pending, { amount: 500, effective_at: due });
	assert.is(raised.body.data.cooling_off_days, 7);
	h.clock.advance(DAY);
	await signIn(h, p);
	const again = await setLimit(h, p, 'deposit', 'day', 500);
	assert.is(again.body.data.limits.deposit.day.pending.effective_at, due, 'asking again keeps the date');
	h.clock.advance(6 * DAY - 1000);
	await signIn(h, p);
	assert.is((await topup(h, p, 60)).status, 400, 'a second before the cooling-off ends');
	h.clock.advance(1000);
	await signIn(h, p);
	assert.is((await topup(h, p, 60)).status, 200, 'applied once the cooling-off has passed');
	assert.equal((await settingsOf(h, p)).limits.deposit.day.pending, null);
});

deposits('removing a limit also waits 7 days; a lower limit meanwhile cancels the pending raise', async ({ h }) => {
	const p = await registerPlayer(h);
	await setLimit(h, p, 'deposit', 'week', 100);
	const removed = await setLimit(h, p, 'deposit', 'week', null);
	assert.equal(removed.body.data.limits.deposit.week.amount, 100);
	assert.is(removed.body.data.limits.deposit.week.pending.amount, null);
	const lowered = await setLimit(h, p, 'deposit', 'week', 80);
	assert.equal(lowered.body.data.limits.deposit.week.amount, 80);
	assert.is(lowered.body.data.limits.deposit.week.pending, null);
	await setLimit(h, p, 'deposit', 'week', null);
	h.clock.advance(7 * DAY);
	await signIn(h, p);
	assert.is((await settingsOf(h, p)).limits.deposit.week.amount, null, 'removed after the cooling-off');
});

deposits('bad limit requests are refused naming the field', async ({ h }) => {
	const p = await registerPlayer(h);
	assert.match((await setLimit(h, p, 'deposit', 'per_bet', 10)).body.message, /period must be one of day, week, month/);
	assert.match((await setLimit(h, p, 'bet', 'week', 10)).body.message, /period must be one of day, per_bet/);
	assert.match((await setLimit(h, p, 'deposit', 'day', -1)).body.message, /amount must be greater than 0/);
	assert.match((await setLimit(h, p, 'deposit', 'day', 1.234)).body.message, /amount must have at most 2 decimals/);
	assert.is((await h.call('GET', '/api/safer/settings')).status, 401);
});

deposits('two concurrent top-ups that together exceed the limit: only one is accepted', async ({ h }) => {
	const players: Player[] = [];
	for (let i = 0; i < 3; i++) players.push(await registerPlayer(h));
	for (const p of players) {
		await setLimit(h, p, 'deposit', 'day', 100);
		const replies = await Promise.all([topup(h, p, 60), topup(h, p, 60), topup(h, p, 60)]);
		assert.equal(replies.map((r) => r.status).sort(), [200, 400, 400]);
		const rows = await h.db.query<{ n: number }>(
			'SELECT coalesce(sum(amount), 0)::bigint AS n FROM topups WHERE user_id = $1',
			[p.user_id],
		);
		assert.is(rows.rows[0]!.n, 60_00);
	}
});

deposits.run();
