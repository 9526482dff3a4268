// A payment provider with a hosted checkout: we ask for a session, send the player to its URL,
// and learn the outcome from a signed webhook (server/routes/payments.ts).
import type { CheckoutMethod } from '../../shared/money/topup-methods.ts';
import type { Lang as Language } from '../i18n/language.ts';

export interface CheckoutRequest {
	/** Our top-up reference; the provider sends it back in every event. */
	reference: string;
	/** cents */
	amount: number;
	currency: string;
	method: CheckoutMethod;
	/** Where the provider sends the player afterwards, paid or not. */
	returnUrl: string;
	language: Language;
	expiresAt: Date;
}

interface CheckoutSession {
	id: string;
	url: string;
	expiresAt: Date;
}

export interface PaymentProvider {
	/** Recorded with each top-up and each event, e.g. `demo`, `http`. */
	readonly name: string;
	/** Rejects with CheckoutUnavailable when no session could be made. */
	createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}

export class CheckoutUnavailable extends Error {}

export const EVENT_TYPES = ['checkout.completed', 'checkout.declined', 'checkout.expired'] as const;
export type PaymentEventType = (typeof EVENT_TYPES)[number];

/** The webhook body every provider adapter sends us (contract in server/README.md). */
export interface PaymentEvent {
	id: string;
	type: PaymentEventType;
	created: number;
	data: { session_id: string; reference: string; amount: number; currency: string; reason?: string | undefined };
}
