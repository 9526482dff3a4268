// Race fixtures written straight to the database, so each test knows its field, and bet helpers.
import { balanceOf } from '../../../server/domain/ledger.ts';
import { SPEC_EMPTY_BET_FORM } from '../../setup/spec-bet-form.ts';
import type { Harness } from '../support/harness.ts';
import { key, type Player } from '../support/players.ts';

export interface RaceFixture {
	race_id: number;
	event_id: number;
}

let seq = 0;

/** A race `minutes` from the clock's now with `runners` starters (1..n), some scratched. */
export async function makeRace(
	h: Harness,
	opts: { runners?: number; scratched?: number[]; minutes?: number; seed?: number } = {},
): Promise<RaceFixture> {
	const { runners = 10, scratched = [], minutes = 30, seed = 42 } = opts;
	const code = `T${++seq}`;
	const m = await h.db.query<{ id: number }>(
		`INSERT INTO meetings (day, venue, event_type, code) VALUES ('2025-09-13', $1, 'Races', $2) RETURNING id`,
		[`Test Park ${seq}`, code],
	);
	const start = new Date(h.clock.now().getTime() + minutes * 60_000);
	const r = await h.db.query<{ id: number }>(
		`INSERT INTO races (meeting_id, race_no, code, start_time, distance, seed) VALUES ($1, 1, $2, $3, 1200, $4) RETURNING id`,
		[m.rows[0]!.id, `${code}1`, start, seed],
	);
	const raceId = r.rows[0]!.id;
	for (let i = 1; i <= runners; i++) {
		await h.db.query(
			`INSERT INTO runners (race_id, horse_id, name, barrier, jockey, odds, scratched) VALUES ($1, $2, $3, $2, 'J. Test', $4, $5)`,
			[raceId, i, `Runner ${i}`, 2 + i, scratched.includes(i)],
		);
	}
	return { race_id: raceId, event_id: m.rows[0]!.id };
}

/** The bet form as the app sends it: every field present, unused ones empty. */
export function betBody(race: RaceFixture, fields: Record<string, unknown>) {
	return {
		...SPEC_EMPTY_BET_FORM,
		event_id: race.event_id,
		code: 'T',
		meetings: 'Test Park',
		raceNo: 1,
		race_id: race.race_id,
		betAmount: 5,
		date: '2025-09-13',
		...fields,
	};
}

export const place = (h: Harness, p: Player, body: unknown, idem = key()) =>
	h.call('POST', '/api/order/place-order', { token: p.access_token, headers: { 'Idempotency-Key': idem }, body });

/** The wallet in cents, read from the ledger, so it works after the clock outlives a token. */
export const balance = (h: Harness, p: Player): Promise<number> => balanceOf(h.db, p.user_id);

export async function orderCount(h: Harness, p: Player): Promise<number> {
	const r = await h.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM race_orders WHERE user_id = $1', [
		p.user_id,
	]);
	return r.rows[0]!.n;
}

/** A meeting of `races` races at venue `code`, 10 minutes apart from `minutes` ahead, each with `runners` starters. */
export async function makeMeeting(
	h: Harness,
	opts: { code: string; day?: string; races?: number; runners?: number; minutes?: number; seed?: number },
): Promise<RaceFixture[]> {
	const { code, day = '2025-09-13', races = 2, runners = 8, minutes = 30, seed = 42 } = opts;
	const m = await h.db.query<{ id: number }>(
		`INSERT INTO meetings (day, venue, event_type, code) VALUES ($1, $2, 'Races', $3) RETURNING id`,
		[day, `Venue ${code}`, code],
	);
	const out: RaceFixture[] = [];
	for (let no = 1; no <= races; no++) {
		const start = new Date(h.clock.now().getTime() + (minutes + (no - 1) * 10) * 60_000);
		const r = await h.db.query<{ id: number }>(
			`INSERT INTO races (meeting_id, race_no, code, start_time, distance, seed) VALUES ($1, $2, $3, $4, 1200, $5) RETURNING id`,
			[m.rows[0]!.id, no, `${code}${no}`, start, seed + no],
		);
		for (let i = 1; i <= runners; i++)
			await h.db.query(
				`INSERT INTO runners (race_id, horse_id, name, barrier, jockey, odds) VALUES ($1, $2, $3, $2, 'J. Test', $4)`,
				[r.rows[0]!.id, i, `${code} Runner ${i}`, 2 + i],
			);
		out.push({ race_id: r.rows[0]!.id, event_id: m.rows[0]!.id });
	}
	return out;
}

/** A house account's balance in cents (0 when it was never used). */
export async function houseBalance(h: Harness, name: string): Promise<number> {
	const r = await h.db.query<{ balance: number }>('SELECT balance FROM accounts WHERE code = $1', [`house:${name}`]);
	return Number(r.rows[0]?.balance ?? 0);
}

/** The race card's data. */
export const card = async (h: Harness, race: RaceFixture) =>
	(await h.call('GET', `/api/events/race?race_id=${race.race_id}`)).body.data;

/** Signs the player in again, for tests whose clock outlives an access token. */
export async function signInAgain(h: Harness, p: Player) {
	const r = await h.call('POST', '/api/user/signin', {
		body: { user_name: p.user_name, password: p.password, device_id: 'test-device' },
	});
	p.access_token = r.body.data.access_token;
	return p;
}
