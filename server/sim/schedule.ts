// Demo race days: every venue races through the whole day, staggered, so betting is always open.
// Each card runs a race past midnight, like a night meeting, so today's card is never all finished
// in its last minutes while the player's 'Today' is still that day.
// Generation is idempotent: a day is written in one transaction, and rows already there stay.
import type { Db } from '../db/db.ts';
import { zonedInstant } from '../domain/racing/time.ts';
import type { RunnerRow } from '../domain/racing/views.ts';
import { mulberry32 } from '../racing/prng.ts';
import { jockeyName, runnerName, seedOf, VENUES } from './names.ts';

const DISTANCES = { Races: [1000, 1200, 1400, 1600, 2000, 2400], Harness: [1609, 2138, 2640], Greyhounds: [520, 720] };
const FIELD = { Races: [4, 14], Harness: [6, 12], Greyhounds: [8, 8] } as const;
// the bookmaker's margin over a fair market, so odds look like a real tote's:
const OVERROUND = 1.18;
const MINUTES_A_DAY = 1440;

function demoRunners(seed: number, eventType: keyof typeof FIELD): RunnerRow[] {
	const random = mulberry32(seed ^ 0x5bd1e995);
	const [lo, hi] = FIELD[eventType];
	const size = lo + Math.floor(random() * (hi - lo + 1));
	const strength = Array.from({ length: size }, () => 0.2 + random() ** 2);
	const total = strength.reduce((a, b) => a + b, 0);
	const barriers = Array.from({ length: size }, (_, i) => i + 1);
	for (let i = size - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[barriers[i], barriers[j]] = [barriers[j]!, barriers[i]!];
	}
	const used = new Set<string>();
	return strength.map((s, i) => {
		let name = runnerName(random);
		while (used.has(name)) name = `${name} ${used.size}`;
		used.add(name);
		const odds = Math.max(1.1, Math.round((total / (s * OVERROUND)) * 10) / 10);
		// an early scratching now and then, never below five starters:
		const scratched = size > 5 && random() < 0.04;
		return { horse_id: i + 1, name, barrier: barriers[i]!, jockey: jockeyName(random), odds, scratched };
	});
}

/** Writes a day's meetings, races and runners unless they are there already; true when it wrote. */
export async function ensureDemoDay(db: Db, day: string, timeZone: string, intervalMinutes: number): Promise<boolean> {
	const have = await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM meetings WHERE day = $1', [day]);
	if (have.rows[0]!.n >= VENUES.length) return false;
	await db.tx(async (tx) => {
		const codes = VENUES.map((v) => v.code);
		await tx.query(
			`INSERT INTO meetings (day, venue, event_type, code)
			 SELECT $1, v, t, c FROM unnest($2::text[], $3::text[], $4::text[]) AS x(v, t, c)
			 ON CONFLICT (day, code) DO NOTHING`,
			[day, VENUES.map((v) => v.venue), VENUES.map((v) => v.event_type), codes],
		);
		const meetings = await tx.query<{ id: number; code: string; event_type: keyof typeof FIELD }>(
			'SELECT id, code, event_type FROM meetings WHERE day = $1 ORDER BY id',
			[day],
		);
		const races: { meeting: number; no: number; code: string; start: Date; distance: number; seed: number }[] = [];
		meetings.rows.forEach((m, i) => {
			const first = Math.round((i * intervalMinutes) / VENUES.length) + 5;
			for (let no = 1, at = first; at < MINUTES_A_DAY + intervalMinutes; no++, at += intervalMinutes) {
				const seed = seedOf(`${day}:${m.code}:${no}`);
				const distances = DISTANCES[m.event_type];
				const distance = distances[seed % distances.length]!;
				const start = zonedInstant(day, at, timeZone);
				races.push({ meeting: m.id, no, code: `${m.code}${no}`, start, distance, seed });
			}
		});
		await tx.query(
			`INSERT INTO races (meeting_id, race_no, code, start_time, distance, seed)
			 SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::timestamptz[], $5::int[], $6::bigint[])
			 ON CONFLICT (meeting_id, race_no) DO NOTHING`,
			[
				races.map((r) => r.meeting),
				races.map((r) => r.no),
				races.map((r) => r.code),
				races.map((r) => r.start.toISOString()),
				races.map((r) => r.distance),
				races.map((r) => r.seed),
			],
		);
		const ids = await tx.query<{ id: number; seed: number; event_type: keyof typeof FIELD }>(
			'SELECT r.id, r.seed, m.event_type FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE m.day = $1',
			[day],
		);
		const cols: unknown[][] = [[], [], [], [], [], [], []];
		for (const r of ids.rows) {
			for (const h of demoRunners(r.seed, r.event_type)) {
				const row = [r.id, h.horse_id, h.name, h.barrier, h.jockey, h.odds, h.scratched];
				for (const [i, value] of row.entries()) cols[i]!.push(value);
			}
		}
		await tx.query(
			`INSERT INTO runners (race_id, horse_id, name, barrier, jockey, odds, scratched)
			 SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::int[], $5::text[], $6::float8[], $7::bool[])
			 ON CONFLICT (race_id, horse_id) DO NOTHING`,
			cols,
		);
	});
	return true;
}
