// Keeps fixtures on the board: yesterday through two days ahead, inserted once per fixture
// (gen_key is unique), so every process and every rerun may call it.
import type { Db } from '../../db/db.ts';
import { fixturesOfDay } from './catalog.ts';
import { marketsFor } from './markets.ts';

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

const boardDays = (now: Date) => [-1, 0, 1, 2].map((d) => isoDay(now.getTime() + d * DAY_MS));

/** Inserts the missing fixtures of the board days; returns how many were new. */
export async function generateEvents(db: Db, now: Date): Promise<number> {
	let created = 0;
	const fixtures = boardDays(now).flatMap(fixturesOfDay);
	const known = await db.query<{ gen_key: string }>(
		'SELECT gen_key FROM sport_events WHERE gen_key = ANY($1::text[])',
		[fixtures.map((f) => f.genKey)],
	);
	const have = new Set(known.rows.map((r) => r.gen_key));
	for (const f of fixtures) {
		if (have.has(f.genKey)) continue;
		const made = await db.tx(async (tx) => {
			const status = f.startsAt > now ? 'open' : 'closed';
			const ev = await tx.query<{ id: number }>(
				`INSERT INTO sport_events (gen_key, sport, league, home, away, starts_at, status)
					 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (gen_key) DO NOTHING RETURNING id`,
				[f.genKey, f.sport, f.league, f.home, f.away, f.startsAt, status],
			);
			const eventId = ev.rows[0]?.id;
			if (!eventId) return false;
			for (const [sort, m] of marketsFor(f).entries()) {
				const market = await tx.query<{ id: number }>(
					'INSERT INTO sport_markets (event_id, kind, line, sort) VALUES ($1, $2, $3, $4) RETURNING id',
					[eventId, m.kind, m.line, sort],
				);
				await tx.query(
					`INSERT INTO sport_selections (market_id, code, odds, sort)
						 SELECT $1, c, o, s FROM unnest($2::text[], $3::int[], $4::int[]) AS t(c, o, s)`,
					[
						market.rows[0]!.id,
						m.selections.map((s) => s.code),
						m.selections.map((s) => s.odds),
						m.selections.map((_, i) => i),
					],
				);
			}
			return true;
		});
		if (made) created++;
	}
	return created;
}
