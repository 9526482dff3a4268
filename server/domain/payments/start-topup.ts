// A player's top-up in two steps: recorded pending under the deposit guard (inside the Idempotency-Key's
// transaction), then, for card and e-wallet, a checkout session at the provider once that has committed:
// a slow provider must not hold the player's locks, and the demo provider writes through its own connection.

import type { CheckoutMethod, TopupMethod } from '../../../shared/money/topup-methods.ts';
import type { Deps } from '../../deps.ts';
import type { Lang as Language } from '../../i18n/language.ts';
import { CheckoutUnavailable } from '../../providers/payment-provider.ts';
import { DomainError } from '../errors.ts';
import { guardDeposit } from '../safer/guards.ts';
import { topupReference } from '../wallet/topup-reference.ts';
import { closeTopup, findTopup, findTopupByKey, insertTopup, lockTopup, type TopupRow } from '../wallet/topups.ts';
import { topupReply } from './topup-reply.ts';

/** Where the provider sends the player back to: the top-up page, which then reads the top-up's status. */
const returnPath = (topupId: number) => `/app/#/pages/recharge/recharge?topup=${topupId}`;

/** The methods this server can take now, in the order the app lists them. */
export function availableMethods(deps: Deps): TopupMethod[] {
	return [
		...(deps.config.bankTransfer ? (['bank_transfer'] as const) : []),
		...(deps.payments ? (['card', 'e_wallet'] as const) : []),
	];
}

const UNAVAILABLE = {
	code: 'unavailable',
	reason: 'The payment provider could not be reached; please try again later',
};

async function openCheckout(deps: Deps, t: TopupRow, language: Language): Promise<TopupRow> {
	const provider = deps.payments!;
	const { payments } = deps.config;
	const now = deps.clock.now();
	try {
		const session = await provider.createCheckout({
			reference: topupReference(t.id),
			amount: t.amount,
			currency: payments.currency,
			method: t.method as CheckoutMethod,
			returnUrl: `${provider.name === 'demo' ? '' : (payments.publicUrl ?? '')}${returnPath(t.id)}`,
			language,
			expiresAt: new Date(now.getTime() + payments.checkoutMinutes * 60_000),
		});
		// a concurrent try that got there first keeps its session:
		await deps.db.query(
			`UPDATE topups SET provider = $2, checkout_id = $3, checkout_url = $4, checkout_expires_at = $5
			 WHERE id = $1 AND status = 'pending' AND checkout_id IS NULL`,
			[t.id, provider.name, session.id, session.url, session.expiresAt],
		);
	} catch (err) {
		if (!(err instanceof CheckoutUnavailable)) throw err;
		await deps.db.tx(async (tx) => {
			const locked = await lockTopup(tx, t.id);
			if (locked?.status === 'pending' && !locked.checkout_id) {
				await closeTopup(tx, locked, { status: 'failed', ...UNAVAILABLE, by: `provider:${provider.name}` }, now);
			}
		});
	}
	return (await findTopup(deps.db, t.id))!;
}

/** Step one, inside the key's transaction: the top-up row, pending. */
export async function recordTopup(
	deps: Deps,
	userId: number,
	input: { amount: number; method: TopupMethod },
	key: string,
): Promise<TopupRow> {
	if (!availableMethods(deps).includes(input.method)) {
		throw new DomainError(input.method === 'bank_transfer' ? 'bank_transfer_unavailable' : 'online_topup_unavailable');
	}
	return guardDeposit(deps, userId, input.amount, key, (d) => insertTopup(d, userId, input.amount, input.method, key));
}

/**
 * Step two, after the commit, on the first reply and on every replay: a checkout for the card or e-wallet
 * top-up made under this Idempotency-Key if it has none yet, then the top-up as it now stands.
 */
export async function checkoutTopup(deps: Deps, userId: number, key: string, language: Language) {
	let t = await findTopupByKey(deps.db, userId, key);
	if (!t) throw new DomainError('topup_not_found');
	if (t.method !== 'bank_transfer' && t.status === 'pending' && !t.checkout_id) {
		t = await openCheckout(deps, t, language);
	}
	return topupReply(t, deps.config.bankTransfer);
}
