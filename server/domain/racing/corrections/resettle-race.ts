// Every settled order with a leg in a corrected race settled again from the stored results and dividends: what
// the first settlement paid is reversed and the new return applied (repay-order.ts). Pending orders are left to
// the usual settlement, which reads the corrected result.
import type { Selections } from '../../../../shared/bets/bet-request.ts';
import type { Queryable } from '../../../db/db.ts';
import { type Dividends, settleBet } from '../../tote/bet-outcome.ts';
import type { RaceResult } from '../../tote/race-result.ts';
import { type Correction, type OrderMoney, resettleOrder } from './repay-order.ts';

interface SettledOrder extends OrderMoney {
	bet_type: number;
	selections: Selections;
	unit_stake: number;
	race_id2: number | null;
	result1: RaceResult;
	dividends1: Dividends;
	result2: RaceResult | null;
	dividends2: Dividends | null;
}

export interface Resettled {
	orders: number;
	gained: number;
	unrecovered: number;
}

export async function resettleRace(
	tx: Queryable,
	raceId: number,
	correction: Correction,
	now: Date,
): Promise<Resettled> {
	const { rows } = await tx.query<SettledOrder>(
		`SELECT o.id, o.user_id, o.total_stake, o.status, o.return_cents, o.bet_type, o.selections, o.unit_stake,
			o.race_id2, r1.result AS result1, r1.dividends AS dividends1, r2.result AS result2, d.dividends AS dividends2
		 FROM race_orders o JOIN races r1 ON r1.id = o.race_id LEFT JOIN races r2 ON r2.id = o.race_id2
		 LEFT JOIN double_pools d ON d.race_id = o.race_id AND d.race_id2 = o.race_id2
		 WHERE (o.race_id = $1 OR o.race_id2 = $1) AND o.status <> 'pending'
			AND o.correction IS DISTINCT FROM 'refunded'
		 ORDER BY o.id FOR UPDATE OF o`,
		[raceId],
	);
	const out: Resettled = { orders: 0, gained: 0, unrecovered: 0 };
	for (const o of rows) {
		const bet = { type: o.bet_type, selections: o.selections, unitStakeCents: Number(o.unit_stake) };
		const dividends = o.race_id2 === null ? o.dividends1 : (o.dividends2 ?? {});
		const s = settleBet(bet, o.result1, o.result2 ?? undefined, dividends);
		if (s.returnCents === Number(o.return_cents) && s.outcome === o.status) continue;
		const moved = await resettleOrder(
			tx,
			o,
			{ outcome: s.outcome, returnCents: s.returnCents, settlement: s },
			correction,
			now,
		);
		out.orders++;
		out.gained += moved.gained;
		out.unrecovered += moved.unrecovered;
	}
	return out;
}
