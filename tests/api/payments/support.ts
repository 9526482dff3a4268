// Top-ups and provider events the way the app and a payment provider send them.
import { webhookSecret } from '../../../server/domain/payments/webhook-secret.ts';
import type { PaymentEvent, PaymentEventType } from '../../../server/providers/payment-provider.ts';
import { SIGNATURE_HEADER, signPayload } from '../../../server/providers/webhook-signature.ts';
import type { Harness, Reply } from '../support/harness.ts';
import { key, type Player } from '../support/players.ts';

export function topup(h: Harness, p: Player, amount: number, method = 'card', headers: Record<string, string> = {}) {
	return h.call('POST', '/api/wallet/topup', {
		token: p.access_token,
		headers: { 'Idempotency-Key': key(), ...headers },
		body: { amount, method },
	});
}

const sessionOf = (reply: Reply): string => reply.body.data.checkout.url.split('/').at(-1);

let seq = 0;
/** The event a provider sends when the checkout of this top-up reply ends. */
export function eventFor(reply: Reply, type: PaymentEventType, over: Partial<PaymentEvent['data']> = {}): PaymentEvent {
	const t = reply.body.data;
	return {
		id: `evt_test_${process.pid}_${++seq}`,
		type,
		created: 1,
		data: {
			session_id: sessionOf(reply),
			reference: t.reference,
			amount: Math.round(t.amount * 100),
			currency: 'USD',
			...over,
		},
	};
}

export function sendEvent(
	h: Harness,
	event: PaymentEvent | string,
	opts: { secret?: string; at?: Date; signature?: string | null } = {},
) {
	const body = typeof event === 'string' ? event : JSON.stringify(event);
	const secret = opts.secret ?? webhookSecret(h.deps)!;
	const signature = opts.signature === undefined ? signPayload(secret, body, opts.at ?? h.clock.now()) : opts.signature;
	const headers: Record<string, string> = signature === null ? {} : { [SIGNATURE_HEADER]: signature };
	return h.call('POST', '/api/payments/webhook', { body, headers });
}

export const balance = async (h: Harness, p: Player): Promise<number> =>
	(await h.call('GET', '/api/user/balance', { token: p.access_token })).body.data;

export const topupNow = async (h: Harness, p: Player, id: number) =>
	(await h.call('GET', `/api/wallet/topup?id=${id}`, { token: p.access_token })).body.data;
