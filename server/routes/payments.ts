// /api/payments/webhook: the payment provider tells us how a checkout ended. No player token: the
// signature is the authentication, checked over the raw body before anything is parsed.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DomainError } from '../domain/errors.ts';
import { applyPaymentEvent } from '../domain/payments/webhook.ts';
import { webhookSecret } from '../domain/payments/webhook-secret.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { playerText } from '../http/player-text.ts';
import { atLeast, maxChars, mustBeNumber, mustBeText, oneOf, required, rule, wholeNumber } from '../http/rules.ts';
import { check, rawJson } from '../http/validate.ts';
import { EVENT_TYPES } from '../providers/payment-provider.ts';
import { SIGNATURE_HEADER, verifySignature } from '../providers/webhook-signature.ts';

// ids are stored and compared: they pass the text rule like anything a player sends
const id = v.pipe(playerText, v.minLength(1, required), maxChars(200));
// providers add fields of their own: only what we read is checked
const Event = v.object({
	id,
	type: oneOf(EVENT_TYPES),
	created: v.pipe(v.number(mustBeNumber), v.integer(wholeNumber)),
	data: v.object({
		session_id: id,
		reference: id,
		amount: v.pipe(v.number(mustBeNumber), v.safeInteger(wholeNumber), atLeast(1)),
		currency: v.pipe(v.string(mustBeText), v.regex(/^[A-Za-z]{3}$/, rule('field_invalid'))),
		reason: v.optional(v.pipe(v.string(), v.maxLength(500))),
	}),
});

const REFUSED = {
	missing: 'signature_missing',
	malformed: 'signature_malformed',
	stale: 'signature_stale',
	mismatch: 'signature_mismatch',
} as const;

export const paymentRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
	const deps = c.get('deps');
	const secret = webhookSecret(deps);
	if (!deps.payments || !secret) throw new DomainError('not_found');
	const raw = await c.req.text();
	const signature = verifySignature(secret, raw, c.req.header(SIGNATURE_HEADER), deps.clock.now());
	if (!signature.ok) {
		deps.logger.error('payment webhook refused', { reason: signature.reason });
		throw new DomainError(REFUSED[signature.reason]);
	}
	let event: v.InferOutput<typeof Event>;
	try {
		event = check(Event, rawJson(raw));
	} catch (error) {
		// signed but unreadable: a provider retries on its own schedule, so say why, once per delivery
		if (error instanceof DomainError)
			deps.logger.error('payment webhook event refused', { ...error.params, code: error.code });
		throw error;
	}
	const result = await applyPaymentEvent(deps, deps.payments.name, event, raw);
	return ok(c, { received: true, duplicate: result.duplicate, outcome: result.outcome });
});
