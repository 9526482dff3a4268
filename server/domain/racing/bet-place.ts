// Placing the checked bets of a batch: read and lock what they need, spend, write them all at once.
// A bet that fails only while being written is found by writing each alone under a savepoint and
// answered alone; the rest are checked and written again without it.

import type { BetLimits } from '../../../src/bets/validate.ts';
import type { Queryable } from '../../db/db.ts';
import { attempt } from '../../db/savepoint.ts';
import { houseAccount } from '../ledger.ts';
import { type Answers, isRetryable } from './bet-answers.ts';
import { loadRaces, lockBettors } from './bet-context.ts';
import { racesOf } from './bet-plan.ts';
import { type Bet, spendInOrder } from './bet-spend.ts';
import { placedView, Taken, writeBets } from './bet-writes.ts';
import { findOrder } from './orders.ts';

/** The house account that holds the stakes of pending race orders. */
export const BETS_HELD = 'bets_held';

export async function placeBets(tx: Queryable, bets: readonly Bet[], answers: Answers, limits: BetLimits, now: Date) {
	const races = await loadRaces(
		tx,
		bets.flatMap((b) => racesOf(b.input)),
	);
	const locked = new Map<number, number>();
	const bettors = await lockBettors(
		tx,
		bets.map((b) => b.userId),
		now,
		locked,
	);
	const house = await houseAccount(tx, BETS_HELD);
	let left = bets;
	for (;;) {
		const { accepted, refused } = spendInOrder(left, races, bettors, locked, limits, now);
		const written = await attempt(tx, () => writeBets(tx, accepted, new Map(locked), house, now));
		if (written.ok) {
			for (const [k, b] of accepted.entries()) answers.placed(b.i, placedView(written.value[k]!, b.order, races, now));
			for (const [i, err] of refused) answers.refuse(i, err);
			return;
		}
		const done = new Set<number>();
		if (written.error instanceof Taken) {
			// another process made an order under one of these keys meanwhile: answer with it
			for (const k of written.error.bets) {
				const b = accepted[k]!;
				const { rows } = await tx.query<{ id: number }>(
					'SELECT id FROM race_orders WHERE user_id = $1 AND idem_key = $2',
					[b.userId, b.key],
				);
				answers.placed(b.i, await findOrder(tx, b.userId, rows[0]!.id));
				done.add(b.i);
			}
		} else {
			if (isRetryable(written.error)) throw written.error;
			for (const b of accepted) {
				const alone = await attempt(tx, () => writeBets(tx, [b], new Map(locked), house, now), true);
				if (alone.ok || alone.error instanceof Taken) continue;
				answers.refuse(b.i, alone.error);
				done.add(b.i);
			}
			if (!done.size) throw written.error;
		}
		left = left.filter((b) => !done.has(b.i));
	}
}
