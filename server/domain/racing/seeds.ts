// The house's seed money in each race's Win and Place pools: it leaves house:liquidity through the ledger when
// the race is carded, spread over the field by the form model, and sits in the pool like any bet. At the result
// it is settled like bets on those runners, and what it wins goes back to liquidity.
import { emptySelections } from '../../../shared/bets/bet-request.ts';
import type { Queryable } from '../../db/db.ts';
import { houseAccount, post } from '../ledger.ts';
import { type Dividends, settleBet } from '../tote/bet-outcome.ts';
import type { PlacedBet } from '../tote/coverage.ts';
import { placeChances, splitCents, winChances } from '../tote/form.ts';
import { placesPaid } from '../tote/places-paid.ts';
import type { RaceResult } from '../tote/race-result.ts';
import { LIQUIDITY, POOL_SEEDS, RACING_BOOK } from './house.ts';

interface SeedRow {
	race_id: number;
	pool: 'win' | 'place';
	horse_id: number;
	cents: number;
}

/**
 * Seeds the Win and Place pools of open races not seeded yet with `cents` each (a race already closed is never
 * seeded: its pools are settled or about to be); returns the cents moved.
 */
export async function seedPools(tx: Queryable, raceIds: number[], cents: number, ref: string, now: Date) {
	if (cents <= 0 || !raceIds.length) return 0;
	const { rows } = await tx.query<{ race_id: number; horse_id: number; odds: number }>(
		`SELECT h.race_id, h.horse_id, h.odds FROM runners h JOIN races r ON r.id = h.race_id AND r.status = 'open'
		 WHERE h.race_id = ANY($1::bigint[]) AND NOT h.scratched ORDER BY h.race_id, h.horse_id`,
		[raceIds],
	);
	const fields = new Map<number, typeof rows>();
	for (const r of rows) fields.set(r.race_id, [...(fields.get(r.race_id) ?? []), r]);
	const seeds: SeedRow[] = [];
	for (const [race_id, field] of fields) {
		const win = winChances(field.map((r) => r.odds));
		const add = (pool: SeedRow['pool'], split: number[]) =>
			split.forEach((c, i) => void seeds.push({ race_id, pool, horse_id: field[i]!.horse_id, cents: c }));
		add('win', splitCents(cents, win));
		const places = placesPaid(field.length);
		if (places) add('place', splitCents(cents, placeChances(win, places)));
	}
	const inserted = await tx.query<{ cents: number }>(
		`INSERT INTO pool_seeds (race_id, pool, horse_id, cents)
		 SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[], $4::bigint[])
		 ON CONFLICT DO NOTHING RETURNING cents`,
		[seeds.map((s) => s.race_id), seeds.map((s) => s.pool), seeds.map((s) => s.horse_id), seeds.map((s) => s.cents)],
	);
	const total = inserted.rows.reduce((a, r) => a + Number(r.cents), 0);
	if (total) {
		const entries = [
			{ account: await houseAccount(tx, LIQUIDITY), amount: -total },
			{ account: await houseAccount(tx, POOL_SEEDS), amount: total },
		];
		await post(tx, { kind: 'pool_seed', ref, memo: `${fields.size} races`, entries }, now);
	}
	return total;
}

/** Each race's seeds as bets: a Single Win or Single Place of the seed's cents on its runner. */
export async function seedBets(tx: Queryable, raceIds: number[]): Promise<Map<number, PlacedBet[]>> {
	const { rows } = await tx.query<SeedRow>(
		'SELECT race_id, pool, horse_id, cents FROM pool_seeds WHERE race_id = ANY($1::bigint[]) ORDER BY race_id',
		[raceIds],
	);
	const out = new Map<number, PlacedBet[]>();
	for (const s of rows) {
		const bet = { type: s.pool === 'win' ? 1 : 2, selections: { ...emptySelections(), horse: [s.horse_id] } };
		out.set(s.race_id, [...(out.get(s.race_id) ?? []), { ...bet, unitStakeCents: Number(s.cents) }]);
	}
	return out;
}

/** What the seeds staked and what they are paid back, settled like the bets they are. */
export function seedReturn(seeds: readonly PlacedBet[], result: RaceResult, dividends: Dividends) {
	let staked = 0;
	let returned = 0;
	for (const bet of seeds) {
		staked += bet.unitStakeCents;
		returned += settleBet(bet, result, undefined, dividends).returnCents;
	}
	return { staked, returned };
}

/** Takes settled seeds out of the pools: their return to liquidity, the rest (lost to players) to the book. */
export async function postSeedReturn(tx: Queryable, ref: string, s: { staked: number; returned: number }, now: Date) {
	if (!s.staked) return;
	const entries = [
		{ account: await houseAccount(tx, POOL_SEEDS), amount: -s.staked },
		{ account: await houseAccount(tx, LIQUIDITY), amount: s.returned },
		{ account: await houseAccount(tx, RACING_BOOK), amount: s.staked - s.returned },
	].filter((e) => e.amount !== 0);
	await post(tx, { kind: 'seed_settle', ref, entries }, now);
}
