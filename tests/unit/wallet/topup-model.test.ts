// The top-up model against a fake server: the methods the server takes, the trip to the provider's checkout page and
// back, and the reads while the provider's word is still on its way (server/README.md, "What the app must do").
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { KEPT_TOPUP } from '../../../src/state/wallet/topup-model.ts';
import { READ_EVERY, READS } from '../../../src/state/wallet/topup-return-model.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { ok } from '../sports/setup.ts';
import { inTurn, notFound, TOPUPS, topupOver } from './topup-setup.ts';

const settle = async () => {
	for (let i = 0; i < 8; i++) await flushPromises();
};
const card = { amount: '64.5', method: 'card' as const };

// ---
const Options = suite('top-up options');

Options('the methods the server takes now and its limits in cents; a method it does not know is left out', async () => {
	const { model } = topupOver({
		'GET /wallet/topup_options': () => ok({ methods: ['card', 'crypto'], currency: 'USD', min: 20, max: 150.5 }),
	});
	await model.loadOptions();
	assert.equal(model.options.value, { methods: ['card'], min: 2000, max: 15050 });
	assert.is(model.optionsStatus.value, 'ready');
});

Options('a failed read says so, and a later failure keeps the options already shown', async () => {
	let down = true;
	const { model } = topupOver({
		'GET /wallet/topup_options': () =>
			down ? new TypeError('network down') : ok({ methods: ['bank_transfer'], min: 10, max: 100 }),
	});
	await model.loadOptions();
	assert.is(model.optionsStatus.value, 'error');
	down = false;
	await model.loadOptions();
	down = true;
	await model.loadOptions();
	assert.is(model.optionsStatus.value, 'ready');
	assert.equal(model.options.value?.methods, ['bank_transfer']);
});

Options.run();

// ---
const Checkout = suite('card top-up: to the provider page');

Checkout(
	'the reply sends the player to the checkout URL, made absolute; the id is kept first, the key is spent',
	async () => {
		const { model, left, backing, server } = topupOver({ 'POST /wallet/topup': () => ok(TOPUPS.checkout) });
		await model.request(card, 6450);
		assert.equal(left, ['https://club.example/pay/demo/cs_18']);
		assert.is(backing.map.get(KEPT_TOPUP), '18');
		assert.is(model.shown.value?.phase, 'sent');
		assert.is(model.draft().form, null, 'the draft outlived a final reply');
		const [post] = server.calls('POST', '/wallet/topup');
		assert.ok(post?.headers['idempotency-key'], 'no Idempotency-Key');
		assert.equal(post?.body, { amount: 64.5, method: 'card' });
	},
);

Checkout('a reload before leaving shows the kept top-up waiting for payment and asks for no second one', async () => {
	const backing = memoryBacking();
	const first = topupOver({ 'POST /wallet/topup': () => ok(TOPUPS.checkout) }, backing);
	await first.model.request(card, 6450);
	const reloaded = topupOver({ 'GET /wallet/topup': inTurn(TOPUPS.checkout) }, backing);
	reloaded.model.open(null);
	await settle();
	assert.equal(reloaded.reads(), ['18']);
	const shown = reloaded.model.shown.value;
	assert.is(shown?.phase, 'kept');
	assert.is(reloaded.server.calls('POST', '/wallet/topup').length, 0);
	assert.is(reloaded.model.draft().unsettled, false);
	reloaded.clock.tick(READ_EVERY * READS);
	await settle();
	assert.is(reloaded.reads().length, 1, 'a kept top-up waiting for payment is read once, not polled');
});

Checkout('a checkout URL that is not http(s) is not followed', async () => {
	const evil = { ...TOPUPS.checkout, checkout: { url: 'javascript:alert(1)', expires_at: null } };
	const { model, left, backing } = topupOver({ 'POST /wallet/topup': () => ok(evil) });
	await model.request(card, 6450);
	assert.equal(left, []);
	assert.is(backing.map.get(KEPT_TOPUP), undefined);
});

Checkout('a bank transfer stays in the app with the account to pay to', async () => {
	const { model, left } = topupOver({ 'POST /wallet/topup': () => ok(TOPUPS.bank) });
	await model.request({ amount: '250', method: 'bank_transfer' }, 25000);
	assert.equal(left, []);
	const shown = model.shown.value;
	assert.ok(shown && 'topup' in shown && shown.topup.pay_to?.account_number === '012-345678-901');
});

Checkout.run();

// ---
const Back = suite('coming back from the provider');

Back('approved: the balance is read again and shown; the kept id is forgotten', async () => {
	const backing = memoryBacking();
	backing.map.set(KEPT_TOPUP, '18');
	const { model, balance, reads } = topupOver({ 'GET /wallet/topup': inTurn(TOPUPS.approved) }, backing);
	model.open(18);
	assert.is(model.shown.value?.phase, 'checking');
	await settle();
	assert.equal(reads(), ['18']);
	assert.equal(model.shown.value, { phase: 'done', topup: TOPUPS.approved, balance: 1214.5 });
	assert.is(balance.reads, 1);
	assert.is(backing.map.get(KEPT_TOPUP), undefined);
});

Back('declined: shown with its reason; the balance is not read', async () => {
	const { model, balance } = topupOver({ 'GET /wallet/topup': inTurn(TOPUPS.declined) });
	model.open(18);
	await settle();
	assert.equal(model.shown.value, { phase: 'done', topup: TOPUPS.declined, balance: null });
	assert.is(balance.reads, 0);
});

Back('still pending: read again every 2 s until the provider has answered', async () => {
	const { model, clock, reads } = topupOver({
		'GET /wallet/topup': inTurn(TOPUPS.checkout, TOPUPS.checkout, TOPUPS.approved),
	});
	model.open(18);
	await settle();
	assert.is(model.shown.value?.phase, 'confirming');
	clock.tick(READ_EVERY - 1);
	await settle();
	assert.is(reads().length, 1, 'read again before 2 s');
	clock.tick(1);
	await settle();
	assert.is(reads().length, 2);
	clock.tick(READ_EVERY);
	await settle();
	assert.is(model.shown.value?.phase, 'done');
	assert.is(clock.pending(), 0, 'reads went on after the outcome');
});

Back('pending for about 30 s: says it is being confirmed, stops, forgets the kept id', async () => {
	const backing = memoryBacking();
	backing.map.set(KEPT_TOPUP, '18');
	const { model, clock, reads } = topupOver({ 'GET /wallet/topup': inTurn(TOPUPS.checkout) }, backing);
	model.open(18);
	for (let i = 0; i < READS; i++) {
		await settle();
		clock.tick(READ_EVERY);
	}
	await settle();
	assert.is(reads().length, 15);
	assert.is(READ_EVERY * (READS - 1), 28_000, 'the reads span about 30 s');
	assert.is(model.shown.value?.phase, 'late');
	assert.is(clock.pending(), 0);
	assert.is(backing.map.get(KEPT_TOPUP), undefined);
});

Back("an unknown id (another player's, or gone) shows nothing", async () => {
	const backing = memoryBacking();
	backing.map.set(KEPT_TOPUP, '18');
	const { model } = topupOver({ 'GET /wallet/topup': notFound }, backing);
	model.open(999);
	await settle();
	assert.is(model.shown.value, null);
	assert.is(backing.map.get(KEPT_TOPUP), undefined);
});

Back('a failed first read offers a retry; one lost read while waiting is only one of the tries', async () => {
	const { model, clock } = topupOver({
		'GET /wallet/topup': inTurn(new TypeError('down'), TOPUPS.checkout, new TypeError('down'), TOPUPS.approved),
	});
	model.open(18);
	await settle();
	assert.equal(model.shown.value, { phase: 'error', id: 18, poll: true });
	model.retry();
	await settle();
	assert.is(model.shown.value?.phase, 'confirming');
	clock.tick(READ_EVERY);
	await settle();
	assert.is(model.shown.value?.phase, 'confirming');
	clock.tick(READ_EVERY);
	await settle();
	assert.is(model.shown.value?.phase, 'done');
});

Back('leaving the page stops the reads', async () => {
	const { model, clock, reads } = topupOver({ 'GET /wallet/topup': inTurn(TOPUPS.checkout) });
	model.open(18);
	await settle();
	model.close();
	clock.tick(READ_EVERY * 3);
	await settle();
	assert.is(reads().length, 1);
	assert.is(model.shown.value, null);
});

Back('trying again fills the form with that top-up and sends it under a new key', async () => {
	const { model, server } = topupOver({
		'GET /wallet/topup': inTurn(TOPUPS.declined),
		'POST /wallet/topup': () => ok(TOPUPS.checkout),
	});
	await model.request(card, 6450);
	model.open(18);
	await settle();
	model.again(TOPUPS.declined);
	assert.is(model.shown.value, null);
	assert.equal(model.draft(), { form: { amount: '64.5', method: 'card' }, unsettled: false });
	await model.request(card, 6450);
	const keys = server.calls('POST', '/wallet/topup').map((c) => c.headers['idempotency-key']);
	assert.is(keys.length, 2);
	assert.is.not(keys[1], keys[0], 'a second try must be a new action');
});

Back.run();
