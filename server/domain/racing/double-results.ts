// The doubles whose second leg is this race: their declared dividends and what they carried on, for its result.
import type { Queryable } from '../../db/db.ts';
import type { Dividends } from '../tote/bet-outcome.ts';
import type { PoolCents } from '../tote/declare.ts';

export async function doublesEndingAt(db: Queryable, raceId: number) {
	const { rows } = await db.query<{ dividends: Dividends; jackpot_out: PoolCents | null }>(
		'SELECT dividends, jackpot_out FROM double_pools WHERE race_id2 = $1 ORDER BY race_id',
		[raceId],
	);
	const dividends: Dividends = {};
	const carried: PoolCents = {};
	for (const r of rows) {
		for (const [pool, list] of Object.entries(r.dividends) as [keyof Dividends, Dividends[keyof Dividends]][])
			dividends[pool] = [...(dividends[pool] ?? []), ...(list ?? [])];
		for (const [pool, cents] of Object.entries(r.jackpot_out ?? {}) as [keyof PoolCents, number][])
			carried[pool] = (carried[pool] ?? 0) + Number(cents);
	}
	return { dividends, carried };
}
