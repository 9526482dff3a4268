// One race order refunded on its own (a house decision: a bet taken in error, a complaint upheld): its whole
// stake back, whatever it had paid before. A pending order leaves its pool; a settled one is resettled.
import type { Db } from '../../../db/db.ts';
import { DomainError } from '../../errors.ts';
import { type Actor, type CorrectionOutcome, checkActor, recordCorrection, unchanged } from './actor.ts';
import { type OrderMoney, refundPending, resettleOrder } from './repay-order.ts';

export async function refundOrder(
	db: Db,
	input: { order_id: number },
	actor: Actor,
	now: Date,
): Promise<CorrectionOutcome> {
	const who = checkActor(actor);
	return db.tx(async (tx) => {
		const { rows } = await tx.query<OrderMoney & { race_id: number; correction: string | null }>(
			`SELECT id, user_id, total_stake, status, return_cents, race_id, correction FROM race_orders
			 WHERE id = $1 FOR UPDATE`,
			[input.order_id],
		);
		const o = rows[0];
		if (!o) throw new DomainError('order_not_found');
		const raceId = Number(o.race_id);
		if (o.correction === 'refunded') return unchanged(raceId);
		const stake = Number(o.total_stake);
		const before = Number(o.return_cents);
		let moved = { gained: stake, unrecovered: 0 };
		if (o.status === 'pending') await refundPending(tx, o, 'refunded', now);
		else
			moved = await resettleOrder(
				tx,
				o,
				{ outcome: 'refunded', returnCents: stake, settlement: null },
				'refunded',
				now,
			);
		const detail = { status: o.status, return_cents: before, refunded_cents: stake, ...moved };
		await recordCorrection(tx, 'refund', { race_id: raceId, order_id: o.id }, who, detail, now);
		return {
			changed: true,
			race_id: raceId,
			orders: 1,
			net_to_players_cents: moved.gained,
			unrecovered_cents: moved.unrecovered,
		};
	});
}
