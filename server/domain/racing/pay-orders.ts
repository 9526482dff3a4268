// Paying out: each order settles in its own transaction, guarded by its pending status, so a
// second run or a run after a crash pays nothing twice. A race is marked resulted only when
// none of its orders is left pending.
import type { Selections } from '../../../shared/bets/bet-request.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { houseAccount, playerAccount, post } from '../ledger.ts';
import { type Dividends, settleBet } from '../tote/bet-outcome.ts';
import type { RaceResult } from '../tote/race-result.ts';
import { RACING_BOOK } from './house.ts';
import { BETS_HELD } from './place-order.ts';
import { doubleDividends } from './results.ts';

const BATCH = 500;

interface Due {
	id: number;
	user_id: number;
	bet_type: number;
	selections: Selections;
	unit_stake: number;
	total_stake: number;
	race_id: number;
	race_id2: number | null;
	result1: RaceResult;
	dividends1: Dividends;
	result2: RaceResult | null;
	corrected1: Date | null;
	corrected2: Date | null;
}

const stamp = (d: Date | null | undefined) => (d ? new Date(d).getTime() : null);

/** False when a correction changed a leg's result since it was read: the next run settles from the new one. */
async function resultsUnchanged(tx: Queryable, o: Due): Promise<boolean> {
	// a correction holds its race row for update until it commits, so this waits for one in flight:
	const { rows } = await tx.query<{ id: number; corrected_at: Date | null }>(
		'SELECT id, corrected_at FROM races WHERE id = ANY($1::bigint[]) FOR SHARE',
		[o.race_id2 === null ? [o.race_id] : [o.race_id, o.race_id2]],
	);
	return rows.every(
		(r) => stamp(r.corrected_at) === stamp(Number(r.id) === Number(o.race_id) ? o.corrected1 : o.corrected2),
	);
}

/** Settles one order; false when another run settled it first. */
async function settleOrder(db: Db, o: Due, now: Date): Promise<boolean> {
	const dividends =
		o.race_id2 !== null && o.result2
			? await doubleDividends(db, o.race_id, o.race_id2, o.result1, o.result2, now)
			: o.dividends1;
	const bet = { type: o.bet_type, selections: o.selections, unitStakeCents: o.unit_stake };
	const s = settleBet(bet, o.result1, o.result2 ?? undefined, dividends);
	if (s.costCents !== o.total_stake) throw new Error(`order ${o.id} costs ${s.costCents}, not ${o.total_stake}`);
	return db.tx(async (tx) => {
		if (!(await resultsUnchanged(tx, o))) return false;
		const claimed = await tx.query(
			`UPDATE race_orders SET status = $2, return_cents = $3, settlement = $4, settled_at = $5
			 WHERE id = $1 AND status = 'pending'`,
			[o.id, s.outcome, s.returnCents, s, now],
		);
		if (!claimed.rowCount) return false;
		const entries = [
			{ account: await houseAccount(tx, BETS_HELD), amount: -o.total_stake },
			{ account: await playerAccount(tx, o.user_id), amount: s.returnCents },
			{ account: await houseAccount(tx, RACING_BOOK), amount: o.total_stake - s.returnCents },
		].filter((e) => e.amount !== 0);
		await post(tx, { kind: 'bet_settle', ref: `race_order:${o.id}`, memo: s.outcome, entries }, now);
		return true;
	});
}

/** Settles every pending order whose race(s) have a declared result, until `signal`; `onSettled` lets tests stop a run half way. */
export async function settlePending(
	db: Db,
	now: Date,
	onSettled?: (orderId: number) => void | Promise<void>,
	signal?: AbortSignal,
): Promise<number> {
	let count = 0;
	let after = 0;
	for (;;) {
		const { rows } = await db.query<Due>(
			`SELECT o.id, o.user_id, o.bet_type, o.selections, o.unit_stake, o.total_stake, o.race_id, o.race_id2,
				r1.result AS result1, r1.dividends AS dividends1, r2.result AS result2,
				r1.corrected_at AS corrected1, r2.corrected_at AS corrected2
			 FROM race_orders o JOIN races r1 ON r1.id = o.race_id LEFT JOIN races r2 ON r2.id = o.race_id2
			 WHERE o.status = 'pending' AND o.id > $1 AND r1.result IS NOT NULL
				AND (o.race_id2 IS NULL OR r2.result IS NOT NULL)
			 ORDER BY o.id LIMIT ${BATCH}`,
			[after],
		);
		for (const o of rows) {
			// each order's money moves whole in its own transaction: a stop falls between two of them
			if (signal?.aborted) return count;
			if (await settleOrder(db, o, now)) count++;
			await onSettled?.(o.id);
			after = o.id;
		}
		if (rows.length < BATCH) return count;
	}
}

/** Declared races with no pending order left become resulted (or abandoned). */
export async function finishRaces(db: Db): Promise<number> {
	const { rowCount } = await db.query(
		`UPDATE races r SET status = CASE WHEN (r.result->>'abandoned')::boolean THEN 'abandoned' ELSE 'resulted' END
		 WHERE r.status = 'closed' AND r.result IS NOT NULL AND NOT EXISTS (
			SELECT 1 FROM race_orders o WHERE o.status = 'pending' AND (o.race_id = r.id OR o.race_id2 = r.id))`,
	);
	return rowCount;
}
