// Row shapes and the API's view of them; field names follow the bet form's (event_id, code, meetings, raceNo, race_id).
import type { Pool } from '../../../shared/bets/bet-types.ts';
import type { Dividends } from '../tote/bet-outcome.ts';
import type { PoolCents } from '../tote/declare.ts';
import type { RunnerPrice } from '../tote/prices.ts';
import type { RaceResult } from '../tote/race-result.ts';
import { silksOf } from '../tote/silks.ts';

export interface RaceRow {
	id: number;
	meeting_id: number;
	race_no: number;
	code: string;
	start_time: Date;
	distance: number;
	status: 'open' | 'closed' | 'resulted' | 'abandoned';
	places_paid: number | null;
	result: RaceResult | null;
	dividends: Dividends | null;
	jackpot_in: PoolCents | null;
	/** what the declaration carried out of pools nobody backed. */
	jackpot_out?: PoolCents | null;
	/** the provider's name for the race and its own dividends (feed races). */
	name?: string | null;
	official_dividends?: { pool: Pool; combo: number[]; dividend: number }[] | null;
	day: string;
	venue: string;
	event_type: string;
	meeting_code: string;
	/** the venue's zone; null for meetings carded before zones were kept. */
	time_zone: string | null;
}

export interface RunnerRow {
	horse_id: number;
	name: string;
	/** the name in the asker's language (local-names.ts); the English name draws the silks whatever the language. */
	local_name?: string;
	barrier: number;
	jockey: string;
	odds: number;
	scratched: boolean;
}

export const raceView = (r: RaceRow) => ({
	race_id: r.id,
	event_id: r.meeting_id,
	code: r.meeting_code,
	race_code: r.code,
	meetings: r.venue,
	event_type: r.event_type,
	day: r.day,
	raceNo: r.race_no,
	start_time: r.start_time.toISOString(),
	distance: r.distance,
	status: r.status,
	time_zone: r.time_zone,
});

const perDollar = (cents: number | null | undefined) => (cents == null ? null : cents / 100);

/** A runner with what the tote would pay now; `odds` is the Win price, or the form price while nothing backs it. */
export const runnerView = (h: RunnerRow, price?: RunnerPrice) => ({
	horse_id: h.horse_id,
	name: h.local_name ?? h.name,
	barrier: h.barrier,
	jockey: h.jockey,
	odds: perDollar(price?.win) ?? h.odds,
	scratched: h.scratched,
	win_price: perDollar(price?.win),
	place_price: perDollar(price?.place),
	silks: silksOf(h.name),
});

/** Pool amounts (jackpots) as the API's decimal dollars, by pool. */
export const poolAmounts = (cents: PoolCents) =>
	Object.fromEntries(Object.entries(cents).map(([pool, c]) => [pool, (c ?? 0) / 100]));

/** Dividends per $1 as the API's decimal amounts, pool by pool. */
export function dividendView(d: Dividends) {
	return Object.entries(d).flatMap(([pool, list]) =>
		(list ?? []).map((x) => ({ pool: pool as Pool, combo: x.combo, dividend: x.cents / 100 })),
	);
}
