// Results for races no player bet on, many per statement: a fresh server catching up on a day's
// past races would otherwise spend a transaction on each.
import type { Db } from '../../db/db.ts';
import { declarePools, SINGLE_POOLS } from '../tote/declare.ts';
import type { RaceResult } from '../tote/race-result.ts';
import { generateResult } from '../tote/result-generator.ts';
import { postSeedReturn, seedBets, seedReturn } from './seeds.ts';

export interface FieldRunner {
	horse_id: number;
	odds: number;
	scratched: boolean;
}

/** A race's finish from its seed; scratched lists runners out before the start and at the start. */
export function drawResult(seed: number, placesPaid: number | null, field: readonly FieldRunner[]): RaceResult {
	const starters = field.filter((r) => !r.scratched).map((r) => ({ id: r.horse_id, odds: r.odds }));
	const drawn = generateResult(starters, seed);
	const late = new Set(drawn.scratched);
	// fewer than two starters is no race: every bet on it is refunded:
	const abandoned = starters.length < 2;
	return {
		finish: abandoned ? [] : drawn.finish,
		scratched: field.filter((r) => r.scratched || late.has(r.horse_id)).map((r) => r.horse_id),
		abandoned,
		placesPaid: placesPaid ?? drawn.placesPaid,
	};
}

/**
 * Declares up to 500 due races that hold no orders and have no jackpot waiting at their venue: closed races take no
 * new bets, so their pools hold the house's seeds only, settled here in one ledger posting. A race whose pool would
 * leave a jackpot is left to the one-by-one path. Returns how many were declared.
 */
export async function declareQuietRaces(db: Db, cutoff: Date, now: Date): Promise<number> {
	const { rows } = await db.query<{ id: number; seed: number; places_paid: number | null; field: FieldRunner[] }>(
		`SELECT r.id, r.seed, r.places_paid,
			(SELECT coalesce(json_agg(json_build_object('horse_id', h.horse_id, 'odds', h.odds, 'scratched', h.scratched)
				ORDER BY h.horse_id), '[]') FROM runners h WHERE h.race_id = r.id) AS field
		 FROM races r JOIN meetings m ON m.id = r.meeting_id
		 WHERE r.status = 'closed' AND r.result IS NULL AND r.start_time <= $1 AND r.source = 'sim'
			AND NOT EXISTS (SELECT 1 FROM race_orders o WHERE o.race_id = r.id OR o.race_id2 = r.id)
			AND NOT EXISTS (SELECT 1 FROM jackpots j WHERE j.venue = m.code AND j.cents > 0)
		 ORDER BY r.start_time, r.id LIMIT 500`,
		[cutoff],
	);
	if (!rows.length) return 0;
	const seeds = await seedBets(
		db,
		rows.map((r) => r.id),
	);
	const declared = rows.map((r) => {
		const result = drawResult(r.seed, r.places_paid, r.field);
		const bets = seeds.get(r.id) ?? [];
		const { dividends, carriedOut } = declarePools(SINGLE_POOLS, bets, {}, result);
		return {
			id: r.id,
			result,
			dividends,
			jackpot: Object.keys(carriedOut).length > 0,
			...seedReturn(bets, result, dividends),
		};
	});
	const batch = declared.filter((d) => !d.jackpot);
	const late = batch.flatMap((d) => d.result.scratched.map((h) => [d.id, h] as const));
	return db.tx(async (tx) => {
		await tx.query(
			`UPDATE runners SET scratched = true FROM unnest($1::bigint[], $2::int[]) AS x(r, h)
			 WHERE runners.race_id = x.r AND runners.horse_id = x.h AND NOT runners.scratched`,
			[late.map((x) => x[0]), late.map((x) => x[1])],
		);
		const done = await tx.query<{ id: number }>(
			`UPDATE races SET result = x.res, dividends = x.div
			 FROM unnest($1::bigint[], $2::jsonb[], $3::jsonb[]) AS x(id, res, div)
			 WHERE races.id = x.id AND races.result IS NULL RETURNING races.id`,
			[
				batch.map((d) => d.id),
				batch.map((d) => JSON.stringify(d.result)),
				batch.map((d) => JSON.stringify(d.dividends)),
			],
		);
		const ids = new Set(done.rows.map((r) => Number(r.id)));
		const settled = batch.filter((d) => ids.has(d.id));
		const total = settled.reduce((a, d) => ({ staked: a.staked + d.staked, returned: a.returned + d.returned }), {
			staked: 0,
			returned: 0,
		});
		await postSeedReturn(tx, `races:${settled[0]?.id}-${settled.at(-1)?.id}`, total, now);
		return settled.length;
	});
}
