import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { approveTopup } from '../../server/domain/wallet/topups.ts';
import { payWithdrawal, rejectWithdrawal } from '../../server/domain/wallet/withdrawals.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARD, fund, key, type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; ann: Player; ben: Player };
const wallet = suite<Ctx>('wallet: balance, card, top-up, withdrawal, statement', {} as Ctx);
wallet.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
	ctx.ben = await registerPlayer(ctx.h);
});
wallet.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const BAD_AMOUNTS: [unknown, RegExp][] = [
	[undefined, /amount is required/],
	['10', /amount must be a number/],
	[-5, /greater than 0/],
	[0, /greater than 0/],
	[10.001, /at most 2 decimals/],
	[1e12, /at most/],
	[null, /amount must be a number/],
];

wallet('a new player has a zero balance and no card', async ({ h, ann }) => {
	const b = await h.call('GET', '/api/user/balance', { token: ann.access_token });
	assert.equal([b.status, b.body.data], [200, 0]);
	const c = await h.call('GET', '/api/user/bank_card', { token: ann.access_token });
	assert.equal([c.status, c.body.data], [200, null]);
	for (const path of [
		'/api/user/balance',
		'/api/user/bank_card',
		'/api/wallet/topups',
		'/api/wallet/withdrawals',
		'/api/wallet/statement',
		'/api/invite',
	]) {
		assert.is((await h.call('GET', path)).status, 401, `${path} needs a token`);
	}
});

wallet('a player binds a bank card and only ever sees it masked', async ({ h, ann }) => {
	const r = await h.call('POST', '/api/user/bank_card', { token: ann.access_token, body: CARD });
	assert.is(r.status, 200);
	assert.is(r.body.data.card_number, '**** **** **** 1111');
	const again = await h.call('GET', '/api/user/bank_card', { token: ann.access_token });
	assert.is(again.body.data.holder_name, 'Ada Lovelace');
	assert.not.match(JSON.stringify(again.body), '4111111111111111');
	const stored = await h.db.query<{ number_enc: string }>('SELECT number_enc FROM bank_cards');
	assert.not.match(stored.rows[0]!.number_enc, '4111', 'stored encrypted');
	for (const card_number of ['4111111111111112', '1234', 'abcd efgh ijkl', '4'.repeat(20)]) {
		const bad = await h.call('POST', '/api/user/bank_card', {
			token: ann.access_token,
			body: { ...CARD, card_number },
		});
		assert.is(bad.status, 400);
		assert.match(bad.body.message, /card_number/);
	}
	const extra = await h.call('POST', '/api/user/bank_card', { token: ann.access_token, body: { ...CARD, cvv: '123' } });
	assert.match(extra.body.message, /Unknown field: cvv/);
});

wallet('a top-up waits for the operator, then credits the balance once', async ({ h, ann }) => {
	const r = await h.call('POST', '/api/wallet/topup', {
		token: ann.access_token,
		headers: { 'Idempotency-Key': key() },
		body: { amount: 123.45, method: 'card' },
	});
	assert.is(r.status, 200);
	assert.is(r.body.data.status, 'pending');
	assert.is((await h.call('GET', '/api/user/balance', { token: ann.access_token })).body.data, 0);
	await approveTopup(h.deps, r.body.data.id, 'op');
	assert.is((await h.call('GET', '/api/user/balance', { token: ann.access_token })).body.data, 123.45);
	try {
		await approveTopup(h.deps, r.body.data.id, 'op');
		assert.unreachable('approving twice must fail');
	} catch (err) {
		assert.match(String(err), /already approved/);
	}
	const list = await h.call('GET', '/api/wallet/topups?page=1&size=10', { token: ann.access_token });
	assert.equal(Object.keys(list.body.data).sort(), ['list', 'page', 'size', 'total']);
	assert.is(list.body.data.list[0].status, 'approved');
});

wallet('top-up amounts and methods are checked', async ({ h, ann }) => {
	for (const [amount, message] of [...BAD_AMOUNTS, [5, /amount must be between \$10\.00 and \$100000\.00/]] as [
		unknown,
		RegExp,
	][]) {
		const r = await h.call('POST', '/api/wallet/topup', {
			token: ann.access_token,
			headers: { 'Idempotency-Key': key() },
			body: { amount, method: 'card' },
		});
		assert.is(r.status, 400, `amount ${amount}`);
		assert.match(r.body.message, message);
	}
	const method = await h.call('POST', '/api/wallet/topup', {
		token: ann.access_token,
		headers: { 'Idempotency-Key': key() },
		body: { amount: 50, method: 'gold' },
	});
	assert.match(method.body.message, /method must be one of/);
	const noKey = await h.call('POST', '/api/wallet/topup', {
		token: ann.access_token,
		body: { amount: 50, method: 'card' },
	});
	assert.is(noKey.status, 400);
	assert.match(noKey.body.message, /Idempotency-Key/);
});

wallet('a withdrawal needs a card and enough money, and holds the amount at once', async ({ h, ann, ben }) => {
	const noCard = await h.call('POST', '/api/wallet/withdraw', {
		token: ben.access_token,
		headers: { 'Idempotency-Key': key() },
		body: { amount: 10 },
	});
	assert.is(noCard.status, 400);
	assert.match(noCard.body.message, /bank card/);
	const tooMuch = await h.call('POST', '/api/wallet/withdraw', {
		token: ann.access_token,
		headers: { 'Idempotency-Key': key() },
		body: { amount: 500 },
	});
	assert.equal([tooMuch.status, tooMuch.body.message], [400, 'Insufficient balance']);
	for (const [amount, message] of BAD_AMOUNTS) {
		const r = await h.call('POST', '/api/wallet/withdraw', {
			token: ann.access_token,
			headers: { 'Idempotency-Key': key() },
			body: { amount },
		});
		assert.is(r.status, 400);
		assert.match(r.body.message, message);
	}
	const w = await h.call('POST', '/api/wallet/withdraw', {
		token: ann.access_token,
		headers: { 'Idempotency-Key': key() },
		body: { amount: 20.45 },
	});
	assert.is(w.status, 200);
	assert.is(w.body.data.status, 'pending');
	assert.is((await h.call('GET', '/api/user/balance', { token: ann.access_token })).body.data, 103);
	await rejectWithdrawal(h.deps, w.body.data.id, 'op', 'name mismatch');
	assert.is(
		(await h.call('GET', '/api/user/balance', { token: ann.access_token })).body.data,
		123.45,
		'rejection returns the money',
	);
	const paid = await h.call('POST', '/api/wallet/withdraw', {
		token: ann.access_token,
		headers: { 'Idempotency-Key': key() },
		body: { amount: 23.45 },
	});
	await payWithdrawal(h.deps, paid.body.data.id, 'op');
	assert.is((await h.call('GET', '/api/user/balance', { token: ann.access_token })).body.data, 100);
	const list = await h.call('GET', '/api/wallet/withdrawals', { token: ann.access_token });
	assert.equal(
		list.body.data.list.map((x: { status: string }) => x.status),
		['paid', 'rejected'],
	);
});

wallet('the statement lists entries newest first with the balance after each', async ({ h, ann }) => {
	const r = await h.call('GET', '/api/wallet/statement?size=2', { token: ann.access_token });
	assert.is(r.status, 200);
	assert.is(r.body.data.total, 4);
	assert.equal(
		r.body.data.list.map((e: { amount: number; balance: number }) => [e.amount, e.balance]),
		[
			[-23.45, 100],
			[20.45, 123.45],
		],
	);
	assert.is(r.body.data.list[0].date, '2025-09-13');
	const typed = await h.call('GET', '/api/wallet/statement?type=topup', { token: ann.access_token });
	assert.is(typed.body.data.total, 1);
	const outside = await h.call('GET', '/api/wallet/statement?start=2025-09-14&end=2025-09-20', {
		token: ann.access_token,
	});
	assert.is(outside.body.data.total, 0);
	for (const q of ['start=2025-13-01', 'page=0', 'size=1000', 'page=abc', 'start=2025-09-14&end=2025-09-01', 'foo=1']) {
		const bad = await h.call('GET', `/api/wallet/statement?${q}`, { token: ann.access_token });
		assert.is(bad.status, 400, q);
	}
});

wallet("a player never sees or moves another player's money", async ({ h, ann, ben }) => {
	await fund(h, ben.user_id, 5000);
	const benView = await h.call('GET', '/api/wallet/statement', { token: ben.access_token });
	assert.is(benView.body.data.total, 1);
	assert.is((await h.call('GET', '/api/wallet/topups', { token: ben.access_token })).body.data.list.length, 1);
	assert.is((await h.call('GET', '/api/wallet/withdrawals', { token: ben.access_token })).body.data.total, 0);
	assert.is((await h.call('GET', '/api/user/bank_card', { token: ben.access_token })).body.data, null);
	assert.is((await h.call('GET', '/api/user/balance', { token: ann.access_token })).body.data, 100);
});

wallet.run();
