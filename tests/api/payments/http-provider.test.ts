import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PaymentsConfig } from '../../../server/config-providers.ts';
import type { Logger } from '../../../server/deps.ts';
import { createHttpPaymentProvider } from '../../../server/providers/http-payment-provider.ts';
import { type CheckoutRequest, CheckoutUnavailable } from '../../../server/providers/payment-provider.ts';
import { type FakeGateway, fakeGateway } from '../support/fake-gateway.ts';
import { type Harness, harness } from '../support/harness.ts';
import { type Player, registerPlayer } from '../support/players.ts';
import { balance, eventFor, sendEvent, topup } from './support.ts';

const SECRET = 'whsec_test_shared_secret_0123456789';
const quiet: Logger = { info() {}, warn() {}, error() {} };
const config = (apiUrl: string, timeoutMs = 2000): PaymentsConfig => ({
	provider: 'http',
	apiUrl,
	apiKey: 'pk_test_key',
	webhookSecret: SECRET,
	publicUrl: 'https://club.example',
	currency: 'USD',
	checkoutMinutes: 30,
	timeoutMs,
});
const REQUEST: CheckoutRequest = {
	reference: 'HC0000018',
	amount: 5000,
	currency: 'USD',
	method: 'card',
	returnUrl: 'https://club.example/app/#/pages/recharge/recharge?topup=1',
	language: 'zh',
	expiresAt: new Date('2025-09-13T08:30:00Z'),
};

type Ctx = { g: FakeGateway; h: Harness; ann: Player };
const http = suite<Ctx>('payments: the HTTP provider adapter against a local fake provider', {} as Ctx);
http.before(async (ctx) => {
	ctx.g = await fakeGateway();
	ctx.h = await harness({ payments: config('unused') });
	ctx.h.deps.payments = createHttpPaymentProvider(config(`${ctx.g.url}/v1/`), quiet);
	ctx.ann = await registerPlayer(ctx.h);
});
http.after(async ({ g, h }) => {
	await g.close();
	const report = await h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await h.close();
});

http('a checkout session is asked for with the bearer key and every detail the provider needs', async ({ g }) => {
	g.answer(() => ({
		status: 201,
		body: { id: 'cs_1', url: 'https://pay.example/c/cs_1', expires_at: '2025-09-13T08:20:00Z' },
	}));
	const provider = createHttpPaymentProvider(config(`${g.url}/v1/`), quiet);
	const session = await provider.createCheckout(REQUEST);
	assert.equal(session, { id: 'cs_1', url: 'https://pay.example/c/cs_1', expiresAt: new Date('2025-09-13T08:20:00Z') });
	const sent = g.received.at(-1)!;
	assert.equal(
		[sent.method, sent.path, sent.headers.authorization],
		['POST', '/v1/checkout_sessions', 'Bearer pk_test_key'],
	);
	assert.equal(sent.body, {
		reference: 'HC0000018',
		amount: 5000,
		currency: 'USD',
		method: 'card',
		success_url: REQUEST.returnUrl,
		cancel_url: REQUEST.returnUrl,
		expires_at: '2025-09-13T08:30:00.000Z',
		locale: 'zh',
	});
});

http('an error, a timeout or an unusable reply is CheckoutUnavailable', async ({ g }) => {
	const provider = createHttpPaymentProvider(config(g.url, 300), quiet);
	const answers = [
		() => ({ status: 500, body: {} }),
		() => ({ status: 401, body: { error: 'bad key' } }),
		() => ({ status: 200, body: { id: 'cs_2', url: 'javascript:alert(1)' } }),
		() => ({ status: 200, body: { url: 'https://pay.example/c' } }),
		() => 'hang' as const,
	];
	for (const [i, answer] of answers.entries()) {
		g.answer(answer);
		try {
			await provider.createCheckout(REQUEST);
			assert.unreachable(`answer ${i} made a session`);
		} catch (err) {
			assert.instance(err, CheckoutUnavailable, `answer ${i}`);
		}
	}
});

http(
	'through the API: the player goes to the provider’s page and its signed event credits them',
	async ({ g, h, ann }) => {
		g.answer((r) => ({
			status: 200,
			body: { id: `cs_${r.body.reference}`, url: `https://pay.example/c/${r.body.reference}` },
		}));
		const r = await topup(h, ann, 50);
		assert.is(r.status, 200, r.body.message);
		assert.is(r.body.data.checkout.url, `https://pay.example/c/${r.body.data.reference}`);
		assert.is(
			g.received.at(-1)!.body.success_url,
			`https://club.example/app/#/pages/recharge/recharge?topup=${r.body.data.id}`,
		);
		const event = eventFor(r, 'checkout.completed', { session_id: `cs_${r.body.data.reference}` });
		const demoSigned = await sendEvent(h, event, { secret: 'the demo provider secret, not ours' });
		assert.is(demoSigned.status, 401, 'only the configured secret is accepted');
		const done = await sendEvent(h, event, { secret: SECRET });
		assert.is(done.body.data.outcome, 'credited');
		assert.is(await balance(h, ann), 50);
	},
);

http.run();
