// What staff, the operator's command line and a race data feed do to a race: result it (or correct its result),
// scratch a runner, void it. Each runs in one transaction with the race locked, moves money only through the
// ledger, writes its audit row, and changes nothing when repeated. Pending orders are then settled as usual.
import type { Db, Queryable } from '../../../db/db.ts';
import { DomainError } from '../../errors.ts';
import type { RaceResult } from '../../tote/race-result.ts';
import { declareRaceResult } from '../declare-race.ts';
import { finishRaces, settlePending } from '../pay-orders.ts';
import { type Actor, type CorrectionOutcome, checkActor, recordCorrection, unchanged } from './actor.ts';
import { checkResult, sameFinish, sameResult } from './check-result.ts';
import { type HeldAction, holdFeedChange, markDecided, mustHold } from './feed-holds.ts';
import { closeIfOpen, type LockedRace, lockRace, scratchedOf } from './lock-race.ts';
import { redeclareRace } from './redeclare.ts';
import type { Correction } from './repay-order.ts';
import { resettleRace } from './resettle-race.ts';

/** Declares the race with `result`, or declares it again and resettles its settled orders when it had one. */
async function apply(tx: Queryable, race: LockedRace, result: RaceResult, correction: Correction, now: Date) {
	if (!race.result || !race.dividends) {
		await declareRaceResult(tx, race, result, now);
		return { orders: 0, gained: 0, unrecovered: 0 };
	}
	await redeclareRace(tx, { ...race, result: race.result, dividends: race.dividends }, result, now);
	return resettleRace(tx, race.id, correction, now);
}

async function run(
	db: Db,
	raceId: number,
	action: HeldAction,
	proposal: Record<string, unknown>,
	actor: Actor,
	now: Date,
	// null: nothing to do; no result: a change that moves no money yet (a scratching before the result):
	work: (
		tx: Queryable,
		race: LockedRace,
	) => Promise<{ result?: RaceResult; correction: Correction; note?: unknown } | null>,
	// what the race already is: the feed repeating it is neither applied nor held
	inForce: (race: LockedRace) => boolean = () => false,
): Promise<CorrectionOutcome> {
	const who = checkActor(actor);
	let held = false;
	const done = await db.tx(async (tx) => {
		const race = await lockRace(tx, raceId);
		if (race.result?.abandoned) {
			if (action === 'void') return null;
			throw new DomainError('race_voided');
		}
		if (mustHold(race, who)) {
			if (inForce(race)) return null;
			held = await holdFeedChange(tx, race, who, action, proposal, now);
			return null;
		}
		const next = await work(tx, race);
		if (!next) return null;
		await markDecided(tx, race, who);
		if (next.correction === 'voided')
			await tx.query(
				`UPDATE race_orders SET correction = 'voided', corrected_at = $2
				 WHERE (race_id = $1 OR race_id2 = $1) AND status = 'pending'`,
				[raceId, now],
			);
		const moved = next.result
			? await apply(tx, race, next.result, next.correction, now)
			: { orders: 0, gained: 0, unrecovered: 0 };
		const detail = { before: race.result, after: next.result ?? null, resettled: moved, note: next.note ?? null };
		await recordCorrection(tx, action, { race_id: raceId }, who, detail, now);
		return moved;
	});
	if (!done) return held ? { ...unchanged(raceId), held } : unchanged(raceId);
	// pending orders (and doubles whose other leg has run) settle now rather than at the next tick:
	const settled = await settlePending(db, now);
	await finishRaces(db);
	return {
		changed: true,
		race_id: raceId,
		orders: done.orders + settled,
		net_to_players_cents: done.gained,
		unrecovered_cents: done.unrecovered,
	};
}

/** Voids a race: every bet on it, doubles with a leg in it included, is refunded in full. */
export function voidRace(db: Db, input: { race_id: number }, actor: Actor, now: Date) {
	return run(db, input.race_id, 'void', input, actor, now, async (tx, race) => {
		const placesPaid = await closeIfOpen(tx, race);
		const result = { finish: [], scratched: scratchedOf(race), abandoned: true, placesPaid };
		return { result, correction: 'voided' };
	});
}

/** Results a race (finishing groups: [[2], [3], [1, 4]] is a dead heat for third), or corrects its result. */
export function resultRace(
	db: Db,
	input: { race_id: number; finish: number[][]; scratched?: number[]; early?: boolean },
	actor: Actor,
	now: Date,
) {
	return run(
		db,
		input.race_id,
		'result',
		input,
		actor,
		now,
		async (tx, race) => {
			// a person resulting a race that has not started must say so: the audit keeps the override
			if (actor.kind === 'staff' && now < race.start_time && !input.early)
				throw new DomainError('race_not_started', { start: race.start_time.toISOString() });
			const placesPaid = await closeIfOpen(tx, race);
			// a runner scratched here stays scratched: its bets may already have been refunded:
			const scratched = [...new Set([...scratchedOf(race), ...(input.scratched ?? [])])];
			const result = checkResult(race, input.finish, scratched, placesPaid);
			if (race.result && sameResult(race.result, result)) return null;
			return { result, correction: 'resettled', ...(now < race.start_time ? { note: { before_start: true } } : {}) };
		},
		(race) => !!race.result && sameFinish(race.result.finish, input.finish),
	);
}

/**
 * Scratches a runner. Before the result its combinations are refunded when the race settles (docs/bets.md); after
 * it, the runner leaves the finish and the race's orders are resettled.
 */
export function scratchRunner(db: Db, input: { race_id: number; horse_id: number }, actor: Actor, now: Date) {
	return run(
		db,
		input.race_id,
		'scratch',
		input,
		actor,
		now,
		async (tx, race) => {
			const runner = race.runners.find((h) => h.horse_id === input.horse_id);
			if (!runner) throw new DomainError('runner_not_found', { runner: input.horse_id });
			if (runner.scratched) return null;
			if (!race.result) {
				await tx.query('UPDATE runners SET scratched = true WHERE race_id = $1 AND horse_id = $2', [
					race.id,
					input.horse_id,
				]);
				return { correction: 'resettled', note: { horse_id: input.horse_id } };
			}
			const finish = race.result.finish.map((g) => g.filter((id) => id !== input.horse_id)).filter((g) => g.length);
			const result = { ...race.result, finish, scratched: [...race.result.scratched, input.horse_id] };
			return { result, correction: 'resettled', note: { horse_id: input.horse_id } };
		},
		(race) => !!race.runners.find((h) => h.horse_id === input.horse_id)?.scratched,
	);
}

/** Closes an open race now (the provider says it has jumped); false when it was not open. */
export function closeRace(db: Db, raceId: number): Promise<boolean> {
	return db.tx(async (tx) => {
		const race = await lockRace(tx, raceId);
		if (race.status !== 'open') return false;
		await closeIfOpen(tx, race);
		return true;
	});
}
