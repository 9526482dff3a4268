// The demo crowd at work: on each race clock step, the bets of its plan (crowd-plan.ts) that have come due on
// the open races go in through the players' own bet batch, as orders of the crowd's bettors. A race whose jump
// has passed while it is still open (a fresh server catching up) gets its whole plan, timed before its start.
import type { Deps } from '../deps.ts';
import { runBetBatch } from '../domain/racing/bet-batch.ts';
import type { OrderInput } from '../domain/racing/bet-plan.ts';
import { NO_APPROX } from '../domain/tote/approx-return.ts';
import { crowdIds, fundCrowd } from './crowd-accounts.ts';
import { CROWD_WINDOW_SECONDS, type CrowdBet, type CrowdRunner, crowdPlan } from './crowd-plan.ts';

interface OpenRace {
	id: number;
	meeting_id: number;
	race_no: number;
	seed: number;
	start_time: Date;
	field: CrowdRunner[];
}

const keyOf = (raceId: number, n: number) => `crowd:${raceId}:${n}`;

async function openRaces(deps: Deps, now: Date): Promise<OpenRace[]> {
	const { rows } = await deps.db.query<OpenRace>(
		`SELECT r.id, r.meeting_id, r.race_no, r.seed, r.start_time,
			coalesce((SELECT json_agg(json_build_object('horse_id', h.horse_id, 'odds', h.odds) ORDER BY h.horse_id)
				FROM runners h WHERE h.race_id = r.id AND NOT h.scratched), '[]') AS field
		 FROM races r WHERE r.status = 'open' AND r.source = 'sim' AND r.start_time <= $1
		 ORDER BY r.start_time, r.id`,
		[new Date(now.getTime() + CROWD_WINDOW_SECONDS * 1000)],
	);
	return rows.map((r) => ({ ...r, id: Number(r.id), meeting_id: Number(r.meeting_id), seed: Number(r.seed) }));
}

/** The double's second leg: the meeting's next race, with its field. */
async function nextLegs(deps: Deps, races: readonly OpenRace[]) {
	const { rows } = await deps.db.query<{ id: number; meeting_id: number; race_no: number; field: CrowdRunner[] }>(
		`SELECT r.id, r.meeting_id, r.race_no,
			coalesce((SELECT json_agg(json_build_object('horse_id', h.horse_id, 'odds', h.odds) ORDER BY h.horse_id)
				FROM runners h WHERE h.race_id = r.id AND NOT h.scratched), '[]') AS field
		 FROM races r JOIN unnest($1::bigint[], $2::int[]) AS x(m, n) ON r.meeting_id = x.m AND r.race_no = x.n + 1
		 WHERE r.status = 'open'`,
		[races.map((r) => r.meeting_id), races.map((r) => r.race_no)],
	);
	return new Map(rows.map((r) => [`${r.meeting_id}:${r.race_no - 1}`, { race_id: Number(r.id), field: r.field }]));
}

async function placedKeys(deps: Deps, raceIds: readonly number[], ids: readonly number[]) {
	const { rows } = await deps.db.query<{ idem_key: string }>(
		'SELECT idem_key FROM race_orders WHERE race_id = ANY($1::bigint[]) AND user_id = ANY($2::bigint[])',
		[raceIds, ids],
	);
	return new Set(rows.map((r) => r.idem_key));
}

const inputOf = (race: OpenRace, bet: CrowdBet): OrderInput => ({
	...bet.selections,
	bet_type: bet.bet_type,
	race_id: race.id,
	race_id2: bet.race_id2,
	event_id: null,
	event_id2: null,
	betAmount: bet.unitCents / 100,
});

/** Places the crowd's bets due by `now` on every open race, race by race until `signal`; returns how many went in. */
export async function crowdStep(deps: Deps, now: Date, signal?: AbortSignal): Promise<number> {
	const races = await openRaces(deps, now);
	if (!races.length) return 0;
	const ids = await crowdIds(deps.db, now);
	const legs = await nextLegs(deps, races);
	const have = await placedKeys(
		deps,
		races.map((r) => r.id),
		ids,
	);
	let placed = 0;
	for (const race of races) {
		if (signal?.aborted) break;
		const start = race.start_time.getTime();
		const plan = crowdPlan(race.seed, race.field, legs.get(`${race.meeting_id}:${race.race_no}`));
		const due = plan.filter((b) => start - b.before * 1000 <= now.getTime() && !have.has(keyOf(race.id, b.n)));
		if (!due.length) continue;
		// the bets arrive over the window; a batch is stamped with the latest of them, never after the jump:
		const at = new Date(Math.min(now.getTime(), Math.max(...due.map((b) => start - b.before * 1000))));
		const bettor = (b: CrowdBet) => ids[(race.id + b.n) % ids.length]!;
		const needs = new Map<number, number>();
		for (const b of due) needs.set(bettor(b), (needs.get(bettor(b)) ?? 0) + b.totalCents);
		await deps.db.tx((tx) => fundCrowd(tx, needs, `race:${race.id}`, at));
		const requests = due.map((b) => ({
			userId: bettor(b),
			key: keyOf(race.id, b.n),
			claim: null,
			input: inputOf(race, b),
			refused: null,
			lang: 'en' as const,
			approx: NO_APPROX,
		}));
		const answers = await runBetBatch({ ...deps, clock: { now: () => at } }, requests);
		placed += answers.filter((a) => a.ok && a.value.order).length;
	}
	return placed;
}
