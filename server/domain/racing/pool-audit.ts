// The racing side of the ledger audit: the house's seed money and jackpots on the ledger match what the pools hold.
import type { Queryable } from '../../db/db.ts';
import { JACKPOTS, POOL_SEEDS } from './house.ts';

export async function racingPoolProblems(db: Queryable): Promise<string[]> {
	const { rows } = await db.query<{ seeds_ledger: number; seeds: number; jackpots_ledger: number; jackpots: number }>(
		`SELECT (SELECT coalesce(sum(balance), 0) FROM accounts WHERE code = $1)::bigint AS seeds_ledger,
			(SELECT coalesce(sum(s.cents), 0) FROM pool_seeds s JOIN races r ON r.id = s.race_id
				WHERE r.result IS NULL)::bigint AS seeds,
			(SELECT coalesce(sum(balance), 0) FROM accounts WHERE code = $2)::bigint AS jackpots_ledger,
			(SELECT coalesce(sum(cents), 0) FROM jackpots)::bigint AS jackpots`,
		[`house:${POOL_SEEDS}`, `house:${JACKPOTS}`],
	);
	const r = rows[0]!;
	const problems: string[] = [];
	if (Number(r.seeds_ledger) !== Number(r.seeds))
		problems.push(`house:${POOL_SEEDS} holds ${r.seeds_ledger} but undeclared races' seeds sum to ${r.seeds}`);
	if (Number(r.jackpots_ledger) !== Number(r.jackpots))
		problems.push(`house:${JACKPOTS} holds ${r.jackpots_ledger} but the waiting jackpots sum to ${r.jackpots}`);
	return problems;
}
