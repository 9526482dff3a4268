// Sending a bet: refused offline, one send at a time, and the key kept until the server gives a definitive reply.
import { isApiError, REJECTED } from '../api/errors.ts';
import { amountFromCents, centsFromInput } from '../bets/money.ts';
import type { SavedDraft } from './bet-persist.ts';

export type SubmitOutcome = 'placed' | 'rejected' | 'failed' | 'offline' | 'busy' | 'invalid';

export interface SubmitDeps {
	send(payload: Record<string, unknown>, idempotencyKey: string): Promise<unknown>;
	online(): boolean;
	uuid(): string;
	toast(text: string): void;
	t(key: string): string;
}

/** The body of POST /order/place-order: every form field plus bet_type and date, the stake from integer cents. */
export function orderPayload(draft: SavedDraft): Record<string, unknown> {
	const amount = centsFromInput(draft.amountText);
	return {
		...draft.form,
		betAmount: amount.ok ? amountFromCents(amount.cents) : null,
		bet_type: draft.betType,
		date: draft.day,
	};
}

// a duplicate still in flight (409) and server faults (5xx) may yet land, so they keep the key:
const isDefinitive = (status: number) => status < 500 && status !== 409;

export async function sendBet(
	deps: SubmitDeps,
	draft: SavedDraft,
	keep: (key: string | null) => void,
): Promise<{ outcome: SubmitOutcome; data?: unknown }> {
	if (!deps.online()) {
		deps.toast(deps.t('bet.offline'));
		return { outcome: 'offline' };
	}
	const key = draft.key ?? deps.uuid();
	// written before the first send, so a reload mid-flight retries under the same key:
	keep(key);
	try {
		const reply = (await deps.send(orderPayload({ ...draft, key }), key)) as { data?: unknown };
		return { outcome: 'placed', data: reply?.data };
	} catch (error) {
		if (isApiError(error) && error.code === REJECTED) {
			if (isDefinitive(error.httpStatus || error.status)) keep(null);
			deps.toast(error.message);
			return { outcome: 'rejected' };
		}
		deps.toast(deps.t('errors.submitFailed'));
		return { outcome: 'failed' };
	}
}
