// The demo provider's webhook call: the event a decided session ends with, signed like any provider
// signs it, sent to the server's own /api/payments/webhook through the full request path.
import type { Clock, Logger } from '../../deps.ts';
import type { PaymentEvent } from '../payment-provider.ts';
import { SIGNATURE_HEADER, signPayload } from '../webhook-signature.ts';
import { type DemoSession, eventTypeOf } from './sessions.ts';

const WEBHOOK_PATH = '/api/payments/webhook';

/** Hands a request to the app as if it came over the network (the app's own fetch). */
export type Deliver = (request: Request) => Promise<Response>;

export interface DeliveryDeps {
	deliver: Deliver;
	secret: () => string | null;
	clock: Clock;
	logger: Logger;
}

function eventOf(s: DemoSession): PaymentEvent | null {
	const type = eventTypeOf(s);
	if (!type || !s.event_id) return null;
	return {
		id: s.event_id,
		type,
		created: Math.floor((s.decided_at ?? s.created_at).getTime() / 1000),
		data: { session_id: s.id, reference: s.reference, amount: Number(s.amount), currency: s.currency },
	};
}

/** True once the server has accepted the event (any 2xx). */
export async function sendEvent(d: DeliveryDeps, s: DemoSession): Promise<boolean> {
	const event = eventOf(s);
	const secret = d.secret();
	if (!event || !secret) return false;
	const body = JSON.stringify(event);
	try {
		const res = await d.deliver(
			new Request(`http://demo-provider.invalid${WEBHOOK_PATH}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, body, d.clock.now()) },
				body,
			}),
		);
		if (res.ok) return true;
		d.logger.error('demo payment event not accepted', { event_id: event.id, status: res.status });
	} catch (err) {
		d.logger.error('demo payment event not delivered', { event_id: event.id, error: String(err) });
	}
	return false;
}
