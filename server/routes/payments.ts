// /api/payments/webhook: the payment provider tells us how a checkout ended. No player token: the
// signature is the authentication, checked over the raw body before anything is parsed.
import { Hono } from 'hono';
import * as v from 'valibot';
import { applyPaymentEvent } from '../domain/payments/webhook.ts';
import { webhookSecret } from '../domain/payments/webhook-secret.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError, notFound, ok } from '../http/envelope.ts';
import { check, rawJson } from '../http/validate.ts';
import { EVENT_TYPES } from '../providers/payment-provider.ts';
import { SIGNATURE_HEADER, verifySignature } from '../providers/webhook-signature.ts';

const id = v.pipe(v.string('must be text'), v.minLength(1, 'is required'), v.maxLength(200, 'is too long'));
// providers add fields of their own: only what we read is checked
const Event = v.object({
	id,
	type: v.picklist(EVENT_TYPES, `must be one of ${EVENT_TYPES.join(', ')}`),
	created: v.pipe(v.number('must be a number'), v.integer('must be a whole number')),
	data: v.object({
		session_id: id,
		reference: id,
		amount: v.pipe(
			v.number('must be a number'),
			v.safeInteger('must be whole cents'),
			v.minValue(1, 'must be positive'),
		),
		currency: v.pipe(v.string('must be text'), v.regex(/^[A-Za-z]{3}$/, 'must be a 3-letter code')),
		reason: v.optional(v.pipe(v.string(), v.maxLength(500))),
	}),
});

const REFUSED = {
	missing: [400, `${SIGNATURE_HEADER} header is required`],
	malformed: [400, `${SIGNATURE_HEADER} header must be t=<seconds>,v1=<hex>`],
	stale: [401, 'Signature timestamp is too old or too far ahead'],
	mismatch: [401, 'Signature does not match'],
} as const;

export const paymentRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
	const deps = c.get('deps');
	const secret = webhookSecret(deps);
	if (!deps.payments || !secret) throw notFound();
	const raw = await c.req.text();
	const signature = verifySignature(secret, raw, c.req.header(SIGNATURE_HEADER), deps.clock.now());
	if (!signature.ok) {
		deps.logger.error('payment webhook refused', { reason: signature.reason });
		const [status, message] = REFUSED[signature.reason];
		throw new HttpError(status, message);
	}
	const event = check(Event, rawJson(raw));
	const result = await applyPaymentEvent(deps, deps.payments.name, event, raw);
	return ok(c, { received: true, duplicate: result.duplicate, outcome: result.outcome });
});
