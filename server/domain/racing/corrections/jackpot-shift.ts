// A corrected declaration may carry out more or less than the first one did. The difference moves between the book
// and the venue's waiting jackpot; what the venue's next race has already paid out cannot come back, so a
// jackpot only gives back what it still holds and the book bears the rest.
import type { Pool } from '../../../../shared/bets/bet-types.ts';
import type { Queryable } from '../../../db/db.ts';
import { houseAccount, post } from '../../ledger.ts';
import type { PoolCents } from '../../tote/declare.ts';
import { JACKPOTS, RACING_BOOK } from '../house.ts';

export async function shiftJackpots(
	tx: Queryable,
	venue: string,
	before: PoolCents,
	after: PoolCents,
	ref: string,
	now: Date,
) {
	const pools = [...new Set([...Object.keys(before), ...Object.keys(after)])] as Pool[];
	let moved = 0;
	for (const pool of pools) {
		const wanted = (after[pool] ?? 0) - (before[pool] ?? 0);
		if (!wanted) continue;
		const { rows } = await tx.query<{ cents: number }>(
			`INSERT INTO jackpots (venue, pool, cents) VALUES ($1, $2, 0)
			 ON CONFLICT (venue, pool) DO UPDATE SET cents = jackpots.cents RETURNING cents`,
			[venue, pool],
		);
		const delta = Math.max(wanted, -Number(rows[0]!.cents));
		if (!delta) continue;
		await tx.query('UPDATE jackpots SET cents = cents + $3 WHERE venue = $1 AND pool = $2', [venue, pool, delta]);
		moved += delta;
	}
	if (!moved) return;
	const entries = [
		{ account: await houseAccount(tx, RACING_BOOK), amount: -moved },
		{ account: await houseAccount(tx, JACKPOTS), amount: moved },
	];
	await post(tx, { kind: 'jackpot', ref, memo: 'correction', entries }, now);
}
