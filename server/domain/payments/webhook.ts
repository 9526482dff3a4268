// A verified provider event, applied once: the event row and the top-up's move off `pending` commit
// together, so a replayed or duplicated event, or a second event for the same checkout, moves no money.
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import type { PaymentEvent } from '../../providers/payment-provider.ts';
import { topupIdOf } from '../wallet/topup-reference.ts';
import { closeTopup, creditTopup, lockTopup, type TopupRow } from '../wallet/topups.ts';

export type EventOutcome =
	| 'credited'
	| 'failed'
	| 'already_decided'
	| 'unknown_checkout'
	| 'amount_mismatch'
	| 'paid_after_failure';

const FAILURES = {
	'checkout.declined': { code: 'declined', reason: 'The payment was declined; nothing was charged' },
	'checkout.expired': { code: 'expired', reason: 'The checkout expired before the payment was made' },
} as const;

async function decide(tx: Queryable, deps: Deps, provider: string, e: PaymentEvent, t: TopupRow | null) {
	const now = deps.clock.now();
	if (!t || t.provider !== provider || t.checkout_id !== e.data.session_id) return 'unknown_checkout';
	if (e.type === 'checkout.completed') {
		// money was taken for a top-up we had closed: only an operator can sort that out
		if (t.status === 'failed' || t.status === 'rejected') return 'paid_after_failure';
		if (t.status !== 'pending') return 'already_decided';
		if (e.data.amount !== t.amount || e.data.currency.toUpperCase() !== deps.config.payments.currency) {
			return 'amount_mismatch';
		}
		await creditTopup(tx, deps, t, `provider:${provider}`, now);
		return 'credited';
	}
	if (t.status !== 'pending') return 'already_decided';
	await closeTopup(tx, t, { status: 'failed', ...FAILURES[e.type], by: `provider:${provider}` }, now);
	return 'failed';
}

/** Records and applies one event; `duplicate` when this provider sent this event id before. */
export async function applyPaymentEvent(deps: Deps, provider: string, event: PaymentEvent, payload: string) {
	const result = await deps.db.tx(async (tx) => {
		const fresh = await tx.query(
			`INSERT INTO payment_events (provider, event_id, type, outcome, payload, received_at)
			 VALUES ($1, $2, $3, 'received', $4, $5) ON CONFLICT (provider, event_id) DO NOTHING`,
			[provider, event.id, event.type, payload, deps.clock.now()],
		);
		if (!fresh.rowCount) {
			const { rows } = await tx.query<{ outcome: EventOutcome }>(
				'SELECT outcome FROM payment_events WHERE provider = $1 AND event_id = $2',
				[provider, event.id],
			);
			return { duplicate: true, outcome: rows[0]!.outcome, topupId: null };
		}
		const id = topupIdOf(event.data.reference);
		const t = id ? await lockTopup(tx, id) : null;
		const outcome: EventOutcome = await decide(tx, deps, provider, event, t);
		await tx.query('UPDATE payment_events SET outcome = $3, topup_id = $4 WHERE provider = $1 AND event_id = $2', [
			provider,
			event.id,
			outcome,
			t?.id ?? null,
		]);
		return { duplicate: false, outcome, topupId: t?.id ?? null };
	});
	const odd = ['unknown_checkout', 'amount_mismatch', 'paid_after_failure'].includes(result.outcome);
	if (odd && !result.duplicate) {
		deps.logger.error('payment event needs an operator', { provider, event_id: event.id, ...result });
	}
	return result;
}
