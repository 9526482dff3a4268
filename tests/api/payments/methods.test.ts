import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../../server/operator/commands.ts';
import { CheckoutUnavailable } from '../../../server/providers/payment-provider.ts';
import { type Harness, harness } from '../support/harness.ts';
import { CARD, fund, key, type Player, registerPlayer } from '../support/players.ts';
import { balance, eventFor, sendEvent, topup, topupNow } from './support.ts';

type Ctx = { h: Harness; ann: Player };
const methods = suite<Ctx>('payments: bank transfer, method availability, withdraw record', {} as Ctx);
methods.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
});
methods.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

methods(
	'a bank transfer returns the reference and the account to pay to, and waits for the operator',
	async ({ h, ann }) => {
		const r = await topup(h, ann, 88.5, 'bank_transfer');
		assert.is(r.status, 200, r.body.message);
		const t = r.body.data;
		assert.equal([t.status, t.checkout], ['pending', null]);
		assert.equal(t.pay_to, {
			bank_name: 'Test Bank',
			account_name: 'Horse Club Ltd',
			account_number: '000-111-222',
			bank_code: null,
			reference: t.reference,
			amount: 88.5,
		});
		const listed = await h.call('GET', '/api/wallet/topups', { token: ann.access_token });
		assert.equal(listed.body.data.list[0].pay_to, t.pay_to, 'the record shows where to pay while it waits');
		const approved = await runCommand(h.deps, 'ops', ['topups', 'approve', String(t.id)]);
		assert.ok(approved.ok);
		assert.is(await balance(h, ann), 88.5);
		const after = await topupNow(h, ann, t.id);
		assert.equal([after.status, after.pay_to], ['approved', null], 'nothing left to pay once it has arrived');
	},
);

methods('the app is told which methods it can offer, and others are refused', async ({ h, ann }) => {
	const all = await h.call('GET', '/api/wallet/topup_options', { token: ann.access_token });
	assert.equal(all.body.data, {
		methods: ['bank_transfer', 'card', 'e_wallet'],
		currency: 'USD',
		min: 10,
		max: 100000,
	});
	const provider = h.deps.payments;
	h.deps.payments = undefined;
	try {
		const none = await h.call('GET', '/api/wallet/topup_options', { token: ann.access_token });
		assert.equal(none.body.data.methods, ['bank_transfer']);
		const card = await topup(h, ann, 20, 'card');
		assert.equal(
			[card.status, card.body.message],
			[400, 'Card and e-wallet top-ups are not available; please choose bank transfer'],
		);
	} finally {
		h.deps.payments = provider;
	}
	const bank = h.deps.config.bankTransfer;
	h.deps.config.bankTransfer = null;
	try {
		const refused = await topup(h, ann, 20, 'bank_transfer');
		assert.equal(
			[refused.status, refused.body.message],
			[400, 'Bank transfer is not available; please choose another method'],
		);
	} finally {
		h.deps.config.bankTransfer = bank;
	}
	const rows = await h.db.query('SELECT 1 FROM topups WHERE user_id = $1 AND amount = 2000', [ann.user_id]);
	assert.is(rows.rows.length, 0, 'a refused method records nothing');
});

methods(
	'a provider that cannot be reached fails the top-up with a reason, and a retry gives the same answer',
	async ({ h, ann }) => {
		const provider = h.deps.payments;
		h.deps.payments = {
			name: 'down',
			createCheckout: () => Promise.reject(new CheckoutUnavailable('down')),
		};
		try {
			const k = key();
			const send = () =>
				h.call('POST', '/api/wallet/topup', {
					token: ann.access_token,
					headers: { 'Idempotency-Key': k },
					body: { amount: 33, method: 'card' },
				});
			const r = await send();
			assert.is(r.status, 200);
			assert.equal(
				[r.body.data.status, r.body.data.reason_code, r.body.data.reason, r.body.data.checkout],
				['failed', 'unavailable', 'The payment provider could not be reached; please try again later', null],
			);
			const again = await send();
			assert.equal(again.body.data, r.body.data);
		} finally {
			h.deps.payments = provider;
		}
	},
);

methods('a declined top-up no longer counts against the deposit limit', async ({ h }) => {
	const ben = await registerPlayer(h);
	const limit = await h.call('POST', '/api/safer/limits', {
		token: ben.access_token,
		body: { kind: 'deposit', period: 'day', amount: 50 },
	});
	assert.is(limit.status, 200);
	const first = await topup(h, ben, 40);
	assert.is((await topup(h, ben, 40)).status, 400, 'a pending top-up counts');
	await sendEvent(h, eventFor(first, 'checkout.declined'));
	assert.is((await topup(h, ben, 40)).status, 200, 'a declined one does not');
});

methods('the withdraw record shows each status, and the reason of a rejection', async ({ h, ann }) => {
	await fund(h, ann.user_id, 100_00);
	await h.call('POST', '/api/user/bank_card', { token: ann.access_token, body: CARD });
	const ask = async (amount: number) =>
		(
			await h.call('POST', '/api/wallet/withdraw', {
				token: ann.access_token,
				headers: { 'Idempotency-Key': key() },
				body: { amount },
			})
		).body.data;
	const [paid, rejected, waiting] = [await ask(10), await ask(11), await ask(12)];
	await runCommand(h.deps, 'ops', ['withdrawals', 'pay', String(paid.id)]);
	await runCommand(h.deps, 'ops', ['withdrawals', 'reject', String(rejected.id), '--reason', 'Name does not match']);
	const record = await h.call('GET', '/api/wallet/withdrawals', { token: ann.access_token });
	const byId = new Map(record.body.data.list.map((w: { id: number }) => [w.id, w]));
	const view = (id: number) => {
		const w = byId.get(id) as { status: string; reason: string | null; decided_at: string | null };
		return [w.status, w.reason, w.decided_at === null];
	};
	assert.equal(view(paid.id), ['paid', null, false]);
	assert.equal(view(rejected.id), ['rejected', 'Name does not match', false]);
	assert.equal(view(waiting.id), ['pending', null, true]);
});

methods.run();
