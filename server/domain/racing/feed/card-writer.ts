// Writes one meeting's card from the feed in one transaction: meetings, races and runners created or updated
// field by field, each change returned for the log. A field equal to what is stored is not written.
import type { Queryable } from '../../../db/db.ts';
import type { Change } from './feed-log.ts';
import type { FeedMeeting, FeedRace, FeedRunner } from './feed-shape.ts';

// the simulator's margin, so a runner without a price gets an equal share of the seed at a plausible price:
const OVERROUND = 1.18;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
// jsonb columns go as JSON text; a JS array would otherwise be sent as a SQL array:
const JSON_COLS = new Set(['silks', 'official_dividends']);
const param = (col: string, value: unknown) => (JSON_COLS.has(col) && value !== null ? JSON.stringify(value) : value);

/** Updates the row's changed columns and returns the changes; `cols` maps column to the incoming value. */
async function update(
	tx: Queryable,
	table: string,
	where: string,
	whereParams: unknown[],
	stored: Record<string, unknown>,
	cols: Record<string, unknown>,
	change: Omit<Change, 'field' | 'before' | 'after'>,
): Promise<Change[]> {
	const changed = Object.entries(cols).filter(([col, value]) => !same(stored[col], value));
	if (!changed.length) return [];
	const sets = changed.map(([col], i) => `${col} = $${whereParams.length + i + 1}`).join(', ');
	const values = changed.map(([col, value]) => param(col, value));
	await tx.query(`UPDATE ${table} SET ${sets} WHERE ${where}`, [...whereParams, ...values]);
	return changed.map(([field, after]) => ({ ...change, field, before: stored[field] ?? null, after }));
}

export async function writeMeeting(tx: Queryable, m: FeedMeeting): Promise<{ id: number; changes: Change[] }> {
	const key = `${m.date}/${m.code}`;
	const found = await tx.query<{ id: number; venue: string; event_type: string; time_zone: string | null }>(
		'SELECT id, venue, venue_zh, event_type, time_zone FROM meetings WHERE day = $1 AND code = $2 FOR UPDATE',
		[m.date, m.code],
	);
	const cols = { venue: m.venue, venue_zh: m.venue_zh ?? null, event_type: m.type, time_zone: m.time_zone };
	const row = found.rows[0];
	if (row) {
		const changes = await update(tx, 'meetings', 'id = $1', [row.id], row, cols, { entity: 'meeting', key });
		return { id: Number(row.id), changes };
	}
	const made = await tx.query<{ id: number }>(
		`INSERT INTO meetings (day, code, venue, venue_zh, event_type, time_zone)
		 VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
		[m.date, m.code, m.venue, cols.venue_zh, m.type, m.time_zone],
	);
	return {
		id: Number(made.rows[0]!.id),
		changes: [{ entity: 'meeting', key, field: 'created', before: null, after: cols }],
	};
}

const runnerCols = (h: FeedRunner, fieldSize: number) => ({
	name: h.name,
	name_zh: h.name_zh ?? null,
	barrier: h.barrier,
	jockey: h.jockey,
	trainer: h.trainer ?? null,
	weight_kg: h.weight_kg ?? null,
	silks: h.silks ?? null,
	odds: h.price ?? Math.round(fieldSize * OVERROUND * 10) / 10,
});

async function writeRunners(tx: Queryable, raceId: number, r: FeedRace, key: string, open: boolean) {
	const stored = await tx.query<Record<string, unknown> & { horse_id: number }>(
		'SELECT horse_id, name, name_zh, barrier, jockey, trainer, weight_kg, silks, odds FROM runners WHERE race_id = $1',
		[raceId],
	);
	const byId = new Map(stored.rows.map((h) => [Number(h.horse_id), h]));
	const changes: Change[] = [];
	for (const h of r.runners) {
		const cols = runnerCols(h, r.runners.length);
		const row = byId.get(h.number);
		const change = { entity: 'runner' as const, key: `${key}/${h.number}` };
		if (row) {
			// prices move until betting closes; after that the field is history:
			const { odds, ...rest } = cols;
			changes.push(
				...(await update(
					tx,
					'runners',
					'race_id = $1 AND horse_id = $2',
					[raceId, h.number],
					row,
					open ? cols : rest,
					change,
				)),
			);
		} else if (open) {
			await tx.query(
				`INSERT INTO runners (race_id, horse_id, name, name_zh, barrier, jockey, trainer, weight_kg, silks, odds)
				 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
				[
					raceId,
					h.number,
					cols.name,
					cols.name_zh,
					cols.barrier,
					cols.jockey,
					cols.trainer,
					cols.weight_kg,
					param('silks', cols.silks),
					cols.odds,
				],
			);
			changes.push({ ...change, field: 'created', before: null, after: cols });
		}
	}
	return changes;
}

export interface WrittenRace {
	id: number;
	created: boolean;
	status: string;
	changes: Change[];
}

/** Creates or updates one race and its field; null when the race is the simulator's and not the feed's to change. */
export async function writeRace(
	tx: Queryable,
	meetingId: number,
	mkey: string,
	r: FeedRace,
): Promise<WrittenRace | null> {
	const key = `${mkey}/R${r.number}`;
	const found = await tx.query<Record<string, unknown> & { id: number; status: string; source: string }>(
		`SELECT id, status, source, name, distance, start_time, pools, official_dividends FROM races
		 WHERE meeting_id = $1 AND race_no = $2 FOR UPDATE`,
		[meetingId, r.number],
	);
	const cols = {
		name: r.name ?? null,
		distance: r.distance,
		start_time: new Date(r.start).toISOString(),
		pools: r.pools ?? null,
		official_dividends: r.dividends?.length ? r.dividends : null,
	};
	let row = found.rows[0];
	let changes: Change[] = [];
	if (row && row.source !== 'feed') return null;
	if (row) {
		const stored = { ...row, start_time: (row.start_time as Date).toISOString() };
		// the start moves only while betting is open; a later start in the feed is the race being run late:
		const { start_time, ...settled } = cols;
		changes = await update(tx, 'races', 'id = $1', [row.id], stored, row.status === 'open' ? cols : settled, {
			entity: 'race',
			key,
		});
	} else {
		const made = await tx.query<{ id: number; status: string; source: string }>(
			`INSERT INTO races (meeting_id, race_no, code, start_time, distance, seed, source, name, pools, official_dividends)
			 VALUES ($1, $2, $3, $4, $5, 0, 'feed', $6, $7, $8) RETURNING id, status, source`,
			[
				meetingId,
				r.number,
				`${mkey.split('/')[1]}${r.number}`,
				cols.start_time,
				r.distance,
				cols.name,
				cols.pools,
				param('official_dividends', cols.official_dividends),
			],
		);
		row = made.rows[0]!;
		changes = [{ entity: 'race', key, field: 'created', before: null, after: cols }];
	}
	const id = Number(row.id);
	changes.push(...(await writeRunners(tx, id, r, key, row.status === 'open')));
	return { id, created: !found.rows[0], status: row.status, changes };
}
