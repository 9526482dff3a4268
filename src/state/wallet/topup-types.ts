// A top-up as the server shows it (server/README.md, "top-up"), the form that asks for one, and what the server takes.
import type { TopupMethod } from '../../../shared/money/topup-methods.ts';

export interface TopupForm {
	amount: string;
	method: TopupMethod;
}

/** The account a bank transfer goes to, and the reference the player quotes with it. */
export interface PayTo {
	bank_name: string;
	account_name: string;
	account_number: string;
	bank_code: string | null;
	reference: string;
	amount: number;
}

/** Why a top-up ended without money: the operator's rejection, or the payment's own outcome. */
type ReasonCode = 'rejected' | 'declined' | 'expired' | 'unavailable';

export interface TopupView {
	id: number;
	amount: number;
	method: TopupMethod;
	status: 'pending' | 'approved' | 'rejected' | 'failed';
	/** The operator's words for `rejected`; a fixed English text otherwise, so the app shows `reason_code` instead. */
	reason: string | null;
	reason_code: ReasonCode | null;
	created_at: string;
	decided_at: string | null;
	/** What a bank transfer quotes and the provider sends back, e.g. HC0000018. */
	reference: string;
	/** Set while a card or e-wallet top-up waits at the provider. */
	checkout: { url: string; expires_at: string | null } | null;
	/** Set while a bank transfer waits for the money. */
	pay_to: PayTo | null;
}

/** What the server takes now: the methods it has, and its limits in cents. */
export interface TopupOptions {
	methods: readonly TopupMethod[];
	min: number;
	max: number;
}
