// A race's live Win and Place prices: the pools as they stand (players' bets and the house's seeds), the jackpots
// the race will take in, and each runner's approximate dividend (server/domain/tote/prices.ts).
import type { HorseId } from '../../../shared/bets/bet-request.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { PoolCents } from '../tote/declare.ts';
import { placesPaid } from '../tote/places-paid.ts';
import { priceBoard, type RunnerPrice } from '../tote/prices.ts';
import { jackpotsAhead } from './jackpots.ts';

interface RacePrices {
	at: Date;
	placesPaid: number;
	winPool: number;
	placePool: number;
	prices: Map<HorseId, RunnerPrice>;
	/** jackpots the race takes in (carried in, once declared), by pool, in cents. */
	jackpot: PoolCents;
}

interface RaceState {
	id: number;
	status: string;
	places_paid: number | null;
	jackpot_in?: PoolCents | null;
}

async function stakesOf(db: Queryable, raceId: number) {
	const { rows } = await db.query<{ pool: 'win' | 'place'; horse_id: number; cents: number }>(
		`SELECT pool, horse_id, sum(cents)::bigint AS cents FROM (
			SELECT p.pool, h.value::int AS horse_id, o.unit_stake AS cents
			FROM race_orders o CROSS JOIN LATERAL jsonb_array_elements_text(o.selections->'horse') AS h(value)
			JOIN (VALUES (1, 'win'), (2, 'place'), (9, 'win'), (9, 'place')) AS p(bet_type, pool) ON p.bet_type = o.bet_type
			WHERE o.race_id = $1 AND o.bet_type IN (1, 2, 9) AND o.correction IS DISTINCT FROM 'refunded'
			UNION ALL SELECT pool, horse_id, cents FROM pool_seeds WHERE race_id = $1
		) x GROUP BY pool, horse_id`,
		[raceId],
	);
	const win = new Map<HorseId, number>();
	const place = new Map<HorseId, number>();
	for (const r of rows) (r.pool === 'win' ? win : place).set(r.horse_id, Number(r.cents));
	return { win, place };
}

export async function racePrices(
	db: Queryable,
	race: RaceState,
	runners: readonly { horse_id: number; scratched: boolean }[],
	now: Date,
): Promise<RacePrices> {
	const starters = runners.filter((r) => !r.scratched).map((r) => r.horse_id);
	const paid = race.places_paid ?? placesPaid(starters.length);
	const [stakes, ahead] = await Promise.all([
		stakesOf(db, race.id),
		race.jackpot_in === undefined || race.jackpot_in === null ? jackpotsAhead(db, race.id) : race.jackpot_in,
	]);
	const jackpot = race.jackpot_in ?? ahead;
	// an abandoned race offers nothing: every bet on it was refunded:
	const offered = race.status === 'abandoned' ? [] : starters;
	const board = priceBoard(
		offered,
		paid,
		{ stakes: stakes.win, carriedCents: jackpot.win ?? 0 },
		{
			stakes: stakes.place,
			carriedCents: jackpot.place ?? 0,
		},
	);
	return { at: now, placesPaid: paid, ...board, jackpot };
}

const BET_TIME_MS = 2000;
const recent = new WeakMap<Db, Map<number, { at: number; value: Promise<RacePrices | null> }>>();

/**
 * The prices a bet is placed at, read at most every two seconds per race and process: under a surge on one race,
 * each bet would otherwise add up every bet before it. Null for an unknown race.
 */
export function pricesAtBetTime(db: Db, raceId: number, now: Date): Promise<RacePrices | null> {
	const byRace = recent.get(db) ?? new Map();
	recent.set(db, byRace);
	const hit = byRace.get(raceId);
	if (hit && Math.abs(now.getTime() - hit.at) < BET_TIME_MS) return hit.value;
	const value = (async () => {
		const race = await db.query<RaceState>('SELECT id, status, places_paid FROM races WHERE id = $1', [raceId]);
		if (!race.rows[0]) return null;
		const runners = await db.query<{ horse_id: number; scratched: boolean }>(
			'SELECT horse_id, scratched FROM runners WHERE race_id = $1',
			[raceId],
		);
		return racePrices(db, race.rows[0], runners.rows, now);
	})();
	// races long closed leave the map once it grows:
	if (byRace.size > 500) for (const [id, e] of byRace) if (now.getTime() - e.at > 60_000) byRace.delete(id);
	byRace.set(raceId, { at: now.getTime(), value });
	// a failed read is not kept:
	value.catch(() => byRace.delete(raceId));
	return value;
}
