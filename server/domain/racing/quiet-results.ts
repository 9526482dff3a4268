// Results for races nobody bet on, many per statement: a fresh server catching up on a day's
// past races would otherwise spend a transaction on each.
import type { Db } from '../../db/db.ts';
import type { RaceResult } from '../../racing/race-result.ts';
import { generateResult } from '../../racing/result-generator.ts';

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

/** Declares up to 500 due races that hold no orders; closed races take no new ones, so their pools stay empty. */
export async function declareQuietRaces(db: Db, cutoff: Date): Promise<number> {
	const { rows } = await db.query<{ id: number; seed: number; places_paid: number | null; field: FieldRunner[] }>(
		`SELECT r.id, r.seed, r.places_paid,
			(SELECT coalesce(json_agg(json_build_object('horse_id', h.horse_id, 'odds', h.odds, 'scratched', h.scratched)
				ORDER BY h.horse_id), '[]') FROM runners h WHERE h.race_id = r.id) AS field
		 FROM races r WHERE r.status = 'closed' AND r.result IS NULL AND r.start_time <= $1
			AND NOT EXISTS (SELECT 1 FROM race_orders o WHERE o.race_id = r.id OR o.race_id2 = r.id)
		 ORDER BY r.start_time, r.id LIMIT 500`,
		[cutoff],
	);
	if (!rows.length) return 0;
	const results = rows.map((r) => drawResult(r.seed, r.places_paid, r.field));
	const late = rows.flatMap((r, i) => results[i]!.scratched.map((h) => [r.id, h] as const));
	return db.tx(async (tx) => {
		await tx.query(
			`UPDATE runners SET scratched = true FROM unnest($1::bigint[], $2::int[]) AS x(r, h)
			 WHERE runners.race_id = x.r AND runners.horse_id = x.h AND NOT runners.scratched`,
			[late.map((x) => x[0]), late.map((x) => x[1])],
		);
		const done = await tx.query(
			`UPDATE races SET result = x.res, dividends = '{}'::jsonb FROM unnest($1::bigint[], $2::jsonb[]) AS x(id, res)
			 WHERE races.id = x.id AND races.result IS NULL`,
			[rows.map((r) => r.id), results.map((r) => JSON.stringify(r))],
		);
		return done.rowCount;
	});
}
