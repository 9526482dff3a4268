// Placing the checked bets of a batch: read and lock what they need, spend, write them all at once.
// A bet that fails only while being written is found by writing each alone under a savepoint and
// answered alone; the rest are checked and written again without it.

import type { BetLimits } from '../../../shared/bets/validate.ts';
import type { Queryable } from '../../db/db.ts';
import { attempt } from '../../db/savepoint.ts';
import { type Answers, isRetryable } from './bet-answers.ts';
import { keyOf, loadRaces, lockBettors, ordersUnderKeys } from './bet-context.ts';
import { racesOf } from './bet-plan.ts';
import { type Bet, spendInOrder } from './bet-spend.ts';
import { placedView, Taken, writeBets } from './bet-writes.ts';
import { findOrder } from './orders.ts';

/** `house` is the account that holds the stakes (bets_held). */
export async function placeBets(
	tx: Queryable,
	bets: readonly Bet[],
	answers: Answers,
	house: number,
	limits: BetLimits,
	now: Date,
) {
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
	const byIndex = new Map(bets.map((b) => [b.i, b]));
	let left = bets;
	for (;;) {
		const { accepted, refused } = spendInOrder(left, races, bettors, locked, limits, now);
		const written = await attempt(tx, () => writeBets(tx, accepted, new Map(locked), house, now));
		if (written.ok) {
			for (const [k, b] of accepted.entries())
				answers.placed(b.i, placedView(written.value[k]!, b, races, now, byIndex.get(b.i)!.lang));
			// a refused bet may be a retry of one already placed (its stored reply pruned): it gets its order
			const made = refused.length
				? await ordersUnderKeys(
						tx,
						refused.map(([i]) => byIndex.get(i)!),
					)
				: new Map();
			for (const [i, err] of refused) {
				const order = made.get(keyOf(byIndex.get(i)!));
				if (order) answers.placed(i, await findOrder(tx, order.userId, order.id, byIndex.get(i)!.lang));
				else answers.refuse(i, err);
			}
			return;
		}
		const done = new Set<number>();
		if (written.error instanceof Taken) {
			// orders already made under these keys (a retry after its reply was pruned, or another process):
			const taken = written.error.bets.map((k) => accepted[k]!);
			const made = await ordersUnderKeys(tx, taken);
			for (const b of taken) {
				const order = made.get(keyOf(b))!;
				answers.placed(b.i, await findOrder(tx, order.userId, order.id, byIndex.get(b.i)!.lang));
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
