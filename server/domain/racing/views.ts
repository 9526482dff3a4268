// Row shapes and the API's view of them; field names follow the bet form's (event_id, code, meetings, raceNo, race_id).
import type { Pool } from '../../../src/bets/bet-types.ts';
import type { RaceResult } from '../../racing/race-result.ts';
import type { Dividends } from '../../racing/settle.ts';

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
	day: string;
	venue: string;
	event_type: string;
	meeting_code: string;
}

export interface RunnerRow {
	horse_id: number;
	name: string;
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
});

export const runnerView = (h: RunnerRow) => ({
	horse_id: h.horse_id,
	name: h.name,
	barrier: h.barrier,
	jockey: h.jockey,
	odds: h.odds,
	scratched: h.scratched,
});

/** Dividends per $1 as the API's decimal amounts, pool by pool. */
export function dividendView(d: Dividends) {
	return Object.entries(d).flatMap(([pool, list]) =>
		(list ?? []).map((x) => ({ pool: pool as Pool, combo: x.combo, dividend: x.cents / 100 })),
	);
}
