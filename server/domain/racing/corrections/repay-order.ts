// Moving one order's money to a new outcome after it was settled, or refunding it while still pending. A settled
// order's first settlement is reversed and the new one applied, two postings under the order's ref; when the
// player's wallet no longer holds what the reversal takes back (spent or withdrawn), the house waives the
// shortfall (house:write_offs) so no balance goes below zero, and the correction says how much.

import type { Queryable } from '../../../db/db.ts';
import type { HouseAccount } from '../../house-accounts.ts';
import { balanceOf, houseAccount, playerAccount, post } from '../../ledger.ts';
import type { Settlement } from '../../tote/bet-outcome.ts';
import { BETS_HELD } from '../bet-batch.ts';
import { RACING_BOOK } from '../house.ts';

// where the house books what a player's wallet could not give back:
const WRITE_OFFS: HouseAccount = 'write_offs';

export interface OrderMoney {
	id: number;
	user_id: number;
	total_stake: number;
	status: string;
	return_cents: number;
}

export type Correction = 'voided' | 'refunded' | 'resettled';

/** The money a settlement moves for an order: stakes out of held, the return to the player, the rest to the book. */
async function settlementEntries(tx: Queryable, o: OrderMoney, returnCents: number, sign: 1 | -1) {
	return [
		{ account: await houseAccount(tx, BETS_HELD), amount: -sign * o.total_stake },
		{ account: await playerAccount(tx, o.user_id), amount: sign * returnCents },
		{ account: await houseAccount(tx, RACING_BOOK), amount: sign * (o.total_stake - returnCents) },
	].filter((e) => e.amount !== 0);
}

/**
 * Sets a settled order to `next` (its new outcome and return); returns the cents the player gained (negative when
 * taken back) and the cents the house waived. Does nothing when the money would not change.
 */
export async function resettleOrder(
	tx: Queryable,
	o: OrderMoney,
	next: { outcome: string; returnCents: number; settlement: Settlement | null },
	correction: Correction,
	now: Date,
) {
	const before = Number(o.return_cents);
	const after = next.returnCents;
	const ref = `race_order:${o.id}`;
	let unrecovered = 0;
	if (after !== before) {
		await post(
			tx,
			{
				kind: 'bet_resettle',
				ref,
				memo: correction,
				entries: await settlementEntries(tx, o, after, 1),
			},
			now,
		);
		const wallet = await balanceOf(tx, o.user_id);
		unrecovered = Math.max(0, before - wallet);
		if (unrecovered) {
			const entries = [
				{ account: await houseAccount(tx, WRITE_OFFS), amount: -unrecovered },
				{ account: await playerAccount(tx, o.user_id), amount: unrecovered },
			];
			await post(tx, { kind: 'bet_write_off', ref, memo: correction, entries }, now);
		}
		await post(
			tx,
			{ kind: 'bet_unsettle', ref, memo: correction, entries: await settlementEntries(tx, o, before, -1) },
			now,
		);
	}
	await tx.query(
		`UPDATE race_orders SET status = $2, return_cents = $3, settlement = $4, correction = $5, corrected_at = $6
		 WHERE id = $1`,
		[o.id, next.outcome, after, next.settlement, correction, now],
	);
	return { gained: after - before, unrecovered };
}

/** Refunds a pending order's whole stake now; it leaves its pool. False when it was no longer pending. */
export async function refundPending(tx: Queryable, o: OrderMoney, correction: Correction, now: Date) {
	const claimed = await tx.query(
		`UPDATE race_orders SET status = 'refunded', return_cents = total_stake, correction = $2, corrected_at = $3,
			settled_at = $3 WHERE id = $1 AND status = 'pending'`,
		[o.id, correction, now],
	);
	if (!claimed.rowCount) return false;
	const entries = await settlementEntries(tx, o, Number(o.total_stake), 1);
	await post(tx, { kind: 'bet_refund', ref: `race_order:${o.id}`, memo: correction, entries }, now);
	return true;
}
