// Reading the board: open events with their main odds, one event with every market.
import type { Market, SportEvent } from '../../../shared/sports/sport-types.ts';
import type { Queryable } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';
import { DomainError } from '../errors.ts';
import { MARKET_NAMES, type MarketKind, type SelectionCode, selectionName } from './markets.ts';

export interface EventRow {
	id: number;
	sport: string;
	league: string;
	home: string;
	away: string;
	starts_at: Date;
	status: string;
	home_score: number | null;
	away_score: number | null;
}

export interface SelectionRow {
	event_id: number;
	market_id: number;
	kind: MarketKind;
	line: number | null;
	selection_id: number;
	code: SelectionCode;
	odds: number;
}

const EVENT_COLS = 'e.id, e.sport, e.league, e.home, e.away, e.starts_at, e.status, e.home_score, e.away_score';

/** The stored status lags the timer by up to a minute; a started event is closed regardless. */
const effectiveStatus = (e: EventRow, now: Date) => (e.status === 'open' && e.starts_at <= now ? 'closed' : e.status);

const eventView = (e: EventRow, now: Date): SportEvent => ({
	id: e.id,
	sport: e.sport,
	league: e.league,
	home: e.home,
	away: e.away,
	starts_at: e.starts_at.toISOString(),
	status: effectiveStatus(e, now),
	score: e.home_score === null || e.away_score === null ? null : { home: e.home_score, away: e.away_score },
});

function marketsOf(rows: SelectionRow[], e: EventRow): Market[] {
	const markets = new Map<number, Market>();
	for (const r of rows) {
		let m = markets.get(r.market_id);
		if (!m) {
			m = { id: r.market_id, kind: r.kind, name: MARKET_NAMES[r.kind], line: r.line, selections: [] };
			markets.set(r.market_id, m);
		}
		m.selections.push({
			id: r.selection_id,
			code: r.code,
			name: selectionName(r.kind, r.line, r.code, e.home, e.away),
			odds: r.odds / 100,
		});
	}
	return [...markets.values()];
}

const SELECTIONS = `SELECT m.event_id, m.id AS market_id, m.kind, m.line::float8 AS line, s.id AS selection_id, s.code, s.odds
	FROM sport_markets m JOIN sport_selections s ON s.market_id = m.id`;

export async function listSports(db: Queryable) {
	const { rows } = await db.query<{ code: string; name: string }>('SELECT code, name FROM sports ORDER BY sort');
	return rows;
}

/** Events still open for betting, soonest first, each with its match-result odds. */
export async function listEvents(
	db: Queryable,
	now: Date,
	q: { sport?: string | undefined; page: number; size: number },
) {
	const where = "WHERE e.status = 'open' AND e.starts_at > $1 AND ($2::text IS NULL OR e.sport = $2)";
	const select = `SELECT ${EVENT_COLS} FROM sport_events e ${where} ORDER BY e.starts_at, e.id`;
	const count = `SELECT count(*)::bigint AS n FROM sport_events e ${where}`;
	const page = await queryPage<EventRow>(db, select, count, [now, q.sport ?? null], q);
	const odds = await db.query<SelectionRow>(
		`${SELECTIONS} WHERE m.event_id = ANY($1::bigint[]) AND m.kind = 'match_result' ORDER BY m.event_id, s.sort`,
		[page.list.map((r) => r.id)],
	);
	const list = page.list.map(
		(e): SportEvent => ({
			...eventView(e, now),
			main:
				marketsOf(
					odds.rows.filter((r) => r.event_id === e.id),
					e,
				)[0] ?? null,
		}),
	);
	return { ...page, list };
}

export async function eventDetail(db: Queryable, now: Date, id: number): Promise<SportEvent> {
	const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLS} FROM sport_events e WHERE e.id = $1`, [id]);
	const e = rows[0];
	if (!e) throw new DomainError('event_not_found');
	const sel = await db.query<SelectionRow>(`${SELECTIONS} WHERE m.event_id = $1 ORDER BY m.sort, s.sort`, [id]);
	return { ...eventView(e, now), markets: marketsOf(sel.rows, e) };
}
