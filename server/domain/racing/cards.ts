// What the race pages read: open races, a day's meetings with their races, runners, one race's card.
import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../i18n/language.ts';
import { DomainError } from '../errors.ts';
import { doublesEndingAt } from './double-results.ts';
import { runnerIn, venueIn } from './local-names.ts';
import { racePrices } from './race-prices.ts';
import { zoneAt } from './time.ts';
import { dividendView, poolAmounts, type RaceRow, type RunnerRow, raceView, runnerView } from './views.ts';

const raceCols = (lang: Lang) => `r.id, r.meeting_id, r.race_no, r.code, r.start_time, r.distance, r.status,
	r.places_paid, r.result, r.dividends, r.jackpot_in, r.jackpot_out, r.name, r.official_dividends, m.day,
	${venueIn(lang, 'm')} AS venue, m.event_type, m.code AS meeting_code, m.time_zone`;

/** Races still open for betting today and tomorrow, soonest first. */
export async function openRaces(db: Queryable, now: Date, days: string[], limit: number, lang: Lang = 'en') {
	const { rows } = await db.query<RaceRow>(
		`SELECT ${raceCols(lang)} FROM races r JOIN meetings m ON m.id = r.meeting_id
		 WHERE r.status = 'open' AND r.start_time > $1 AND m.day = ANY($2::text[])
		 ORDER BY r.start_time, r.id LIMIT $3`,
		[now, days, limit],
	);
	return rows.map(raceView);
}

/** A day's meetings of one type, each with its races in race-number order. */
export async function dayTable(db: Queryable, day: string, eventType: string, lang: Lang = 'en') {
	const { rows } = await db.query<RaceRow & { runners: number }>(
		`SELECT ${raceCols(lang)},
			(SELECT count(*) FROM runners h WHERE h.race_id = r.id AND NOT h.scratched)::int AS runners
		 FROM meetings m JOIN races r ON r.meeting_id = m.id
		 WHERE m.day = $1 AND m.event_type = $2
		 ORDER BY m.venue, m.id, r.race_no`,
		[day, eventType],
	);
	const placed = await placingsOf(
		db,
		rows.filter((r) => r.result?.finish.length),
		lang,
	);
	const meetings = new Map<number, ReturnType<typeof meetingView>>();
	for (const r of rows) {
		const m = meetings.get(r.meeting_id) ?? {
			...meetingView(r),
			...(r.time_zone ? zoneAt(r.start_time, r.time_zone) : {}),
		};
		meetings.set(r.meeting_id, m);
		m.races.push({
			race_id: r.id,
			raceNo: r.race_no,
			code: r.code,
			start_time: r.start_time.toISOString(),
			distance: r.distance,
			status: r.status,
			runners: r.runners,
			...(placed.has(r.id) ? { placings: placed.get(r.id) } : {}),
		});
	}
	return [...meetings.values()];
}

/** A resulted race's first three home by number and name, dead heats in finish order, for the day's list. */
async function placingsOf(db: Queryable, resulted: RaceRow[], lang: Lang) {
	const placed = new Map<number, { horse_id: number; name: string }[]>();
	if (!resulted.length) return placed;
	const { rows } = await db.query<{ race_id: string; horse_id: number; name: string }>(
		`SELECT race_id, horse_id, ${runnerIn(lang, 'h')} AS name FROM runners h WHERE race_id = ANY($1::bigint[])`,
		[resulted.map((r) => r.id)],
	);
	const names = new Map(rows.map((h) => [`${h.race_id}-${h.horse_id}`, h.name]));
	for (const r of resulted) {
		const first = (r.result?.finish ?? []).flat().slice(0, 3);
		placed.set(
			r.id,
			first.map((id) => ({ horse_id: Number(id), name: names.get(`${r.id}-${id}`) ?? '' })),
		);
	}
	return placed;
}

function meetingView(r: RaceRow) {
	return {
		event_id: r.meeting_id,
		code: r.meeting_code,
		meetings: r.venue,
		venue: r.venue,
		event_type: r.event_type,
		day: r.day,
		time_zone: r.time_zone,
		races: [] as {
			race_id: number;
			raceNo: number;
			code: string;
			start_time: string;
			distance: number;
			status: string;
			runners: number;
			placings?: { horse_id: number; name: string }[];
		}[],
	};
}

async function findRace(db: Queryable, raceId: number, lang: Lang): Promise<RaceRow> {
	const { rows } = await db.query<RaceRow>(
		`SELECT ${raceCols(lang)} FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE r.id = $1`,
		[raceId],
	);
	if (!rows[0]) throw new DomainError('race_not_found');
	return rows[0];
}

/** A race's runners as stored, in number order, each also named in `lang`. */
export async function runnersOf(db: Queryable, raceId: number, lang: Lang = 'en'): Promise<RunnerRow[]> {
	const { rows } = await db.query<RunnerRow>(
		`SELECT horse_id, name, ${runnerIn(lang, 'h')} AS local_name, barrier, jockey, odds, scratched
		 FROM runners h WHERE race_id = $1 ORDER BY horse_id`,
		[raceId],
	);
	return rows;
}

async function pricedField(db: Queryable, raceId: number, now: Date, lang: Lang) {
	const race = await findRace(db, raceId, lang);
	const runners = await runnersOf(db, raceId, lang);
	const prices = await racePrices(db, race, runners, now);
	return { race, prices, runners: runners.map((h) => runnerView(h, prices.prices.get(h.horse_id))) };
}

export async function horseNames(db: Queryable, raceId: number, now: Date, lang: Lang = 'en') {
	return (await pricedField(db, raceId, now, lang)).runners;
}

/** One race's card with its live prices; the finish and final dividends appear once the result is declared. */
export async function raceCard(db: Queryable, raceId: number, now: Date, lang: Lang = 'en') {
	const { race, prices, runners } = await pricedField(db, raceId, now, lang);
	// the doubles ending at this race are declared with it: its result shows them beside its own pools
	const doubles = race.result ? await doublesEndingAt(db, raceId) : { dividends: {}, carried: {} };
	return {
		...raceView(race),
		places_paid: race.places_paid,
		runners,
		result: race.result ? { finish: race.result.finish, scratched: race.result.scratched } : null,
		dividends: race.dividends ? dividendView({ ...race.dividends, ...doubles.dividends }) : null,
		// pools whose winning combination nobody backed declare no dividend: their net pool jackpots on:
		jackpot_out: race.result ? poolAmounts({ ...race.jackpot_out, ...doubles.carried }) : {},
		name: race.name ?? null,
		official_dividends: race.official_dividends ?? null,
		// to the minute, as the card shows it, so an unchanged card keeps its ETag from one poll to the next:
		prices_at: new Date(Math.floor(prices.at.getTime() / 60_000) * 60_000).toISOString(),
		pools: { win: prices.winPool / 100, place: prices.placePool / 100 },
		jackpot: poolAmounts(prices.jackpot),
	};
}
