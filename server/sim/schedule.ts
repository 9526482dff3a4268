// Demo race days (server/sim/plan.ts): meetings staggered across venues and zones, so a race jumps every few
// minutes round the clock and night meetings run past midnight, so today's card is never all finished in its
// last minutes. The runners' odds are the hidden form model that spreads the house's pool seeds.
// Generation is idempotent: a day is written in one transaction, and rows already there stay.
import type { Db } from '../db/db.ts';
import { seedPools } from '../domain/racing/seeds.ts';
import type { RunnerRow } from '../domain/racing/views.ts';
import { mulberry32 } from '../domain/tote/prng.ts';
import { jockeyName, runnerName } from './names.ts';
import { planDay } from './plan.ts';

const FIELD = { Races: [4, 14], Harness: [6, 12], Greyhounds: [8, 8] } as const;
// the bookmaker's margin over a fair market, so odds look like a real tote's:
const OVERROUND = 1.18;

function demoRunners(seed: number, eventType: keyof typeof FIELD): (RunnerRow & { name_zh: string })[] {
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
		let { name, name_zh } = runnerName(random);
		while (used.has(name)) [name, name_zh] = [`${name} ${used.size}`, `${name_zh}${used.size}`];
		used.add(name);
		const odds = Math.max(1.1, Math.round((total / (s * OVERROUND)) * 10) / 10);
		// an early scratching now and then, never below five starters:
		const scratched = size > 5 && random() < 0.04;
		return { horse_id: i + 1, name, name_zh, barrier: barriers[i]!, jockey: jockeyName(random), odds, scratched };
	});
}

/** Writes a day's meetings, races, runners and pool seeds unless they are there already; true when it wrote. */
export async function ensureDemoDay(db: Db, day: string, timeZone: string, seedCents: number, now: Date) {
	const plan = planDay(day, timeZone);
	const have = await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM meetings WHERE day = $1', [day]);
	if (have.rows[0]!.n >= plan.length) return false;
	await db.tx(async (tx) => {
		await tx.query(
			`INSERT INTO meetings (day, venue, event_type, code, time_zone, venue_zh)
			 SELECT $1, v, t, c, z, vz FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x(v, t, c, z, vz)
			 ON CONFLICT (day, code) DO NOTHING`,
			[day, ...(['venue', 'event_type', 'code', 'time_zone', 'venue_zh'] as const).map((k) => plan.map((m) => m[k]))],
		);
		const meetings = await tx.query<{ id: number; code: string }>('SELECT id, code FROM meetings WHERE day = $1', [
			day,
		]);
		const ids = new Map(meetings.rows.map((m) => [m.code, m.id]));
		const races = plan.flatMap((m) => m.races.map((r) => ({ ...r, meeting: ids.get(m.code)! })));
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
		const written = await tx.query<{ id: number; seed: number; event_type: keyof typeof FIELD }>(
			'SELECT r.id, r.seed, m.event_type FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE m.day = $1',
			[day],
		);
		const cols: unknown[][] = [[], [], [], [], [], [], [], []];
		for (const r of written.rows) {
			for (const h of demoRunners(r.seed, r.event_type)) {
				const row = [r.id, h.horse_id, h.name, h.barrier, h.jockey, h.odds, h.scratched, h.name_zh];
				for (const [i, value] of row.entries()) cols[i]!.push(value);
			}
		}
		await tx.query(
			`INSERT INTO runners (race_id, horse_id, name, barrier, jockey, odds, scratched, name_zh)
			 SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::int[], $5::text[], $6::float8[], $7::bool[],
				$8::text[])
			 ON CONFLICT (race_id, horse_id) DO NOTHING`,
			cols,
		);
		await seedPools(
			tx,
			written.rows.map((r) => r.id),
			seedCents,
			`race_day:${day}`,
			now,
		);
	});
	return true;
}
