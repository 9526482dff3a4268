// One race bet checked against its race(s), with no database at hand: the race must be open, and the
// bet must pass the same validator as the bet form. Refusals throw, with the bet form's own text.
import { type BetRequest, emptyBetRequest, type Selections } from '../../../shared/bets/bet-request.ts';
import { type BetType, betTypeByIndex } from '../../../shared/bets/bet-types.ts';
import { countCombinations } from '../../../shared/bets/combinations.ts';
import { type BetLimits, type LegInfo, validateBet } from '../../../shared/bets/validate.ts';
import { centsFromAmount } from '../../../shared/money/amount.ts';
import { betRefusal, DomainError } from '../errors.ts';
import { placesPaid } from '../tote/places-paid.ts';
import type { RunnerName } from './order-runners.ts';

export interface OrderInput extends Selections {
	bet_type: number;
	race_id: number | null;
	race_id2: number | null;
	event_id: number | null;
	event_id2: number | null;
	betAmount: unknown;
}

/** A race as a bet sees it, with its meeting and field. */
export interface RaceInfo {
	id: number;
	meeting_id: number;
	status: string;
	start_time: Date;
	race_no: number;
	venue: string;
	venue_zh: string | null;
	code: string;
	day: string;
	runners: number[];
	scratched: number[];
	/** every runner by name in both languages, for the order's reply (it names the picked ones) */
	names: (RunnerName & { name_zh: string | null })[];
}

export interface PlannedOrder {
	type: BetType;
	selections: Selections;
	race_id: number;
	race_id2: number | null;
	combinations: number;
	unit: number;
	total: number;
}

const FIELDS = ['horse', 'horse2', 'horse1st', 'horse2nd', 'horse3rd', 'horse4th'] as const;

function leg(race: RaceInfo | undefined, eventId: number | null, now: Date, which: 'first' | 'second'): LegInfo {
	if (!race) throw new DomainError('bet_race_not_found', { leg: which });
	if (eventId !== null && eventId !== race.meeting_id) throw new DomainError('bet_race_not_in_meeting', { leg: which });
	if (race.status !== 'open' || race.start_time <= now) throw new DomainError('bet_race_closed', { leg: which });
	const { runners, scratched } = race;
	return { runners, scratched, placesPaid: placesPaid(runners.length - scratched.length) };
}

/** The race ids a bet reads, so a batch can load them all at once. */
export function racesOf(input: OrderInput): number[] {
	const type = betTypeByIndex(input.bet_type);
	const ids = input.race_id === null ? [] : [input.race_id];
	if (type?.legs === 2 && input.race_id2 !== null) ids.push(input.race_id2);
	return ids;
}

/** Checks the bet against its races (as loaded, locked for share) and prices it; throws the refusal. */
export function planBet(input: OrderInput, races: ReadonlyMap<number, RaceInfo>, limits: BetLimits, now: Date) {
	const type = betTypeByIndex(input.bet_type);
	if (!type) throw new DomainError('bet_select_type');
	const double = type.legs === 2;
	// the form's own fields decide; a single-leg type ignores whatever is left in the second leg:
	const selections = Object.fromEntries(
		FIELDS.map((f) => [f, type.selections.some((s) => s.field === f) ? input[f] : []]),
	) as unknown as Selections;
	const form: BetRequest = {
		...emptyBetRequest(),
		...selections,
		race_id: input.race_id,
		race_id2: double ? input.race_id2 : null,
		betAmount: input.betAmount as number | null,
	};
	const legs: [LegInfo?, LegInfo?] = [];
	if (input.race_id !== null) legs[0] = leg(races.get(input.race_id), input.event_id, now, 'first');
	if (double && input.race_id2 !== null && input.race_id2 !== input.race_id)
		legs[1] = leg(races.get(input.race_id2), input.event_id2, now, 'second');
	const problems = validateBet(form, type, { limits, legs });
	if (problems[0]) throw betRefusal(problems[0]);
	const amount = centsFromAmount(input.betAmount);
	if (!amount.ok) throw new DomainError('bet_amount_invalid');
	const combinations = countCombinations(type, selections);
	return {
		type,
		selections,
		race_id: input.race_id as number,
		race_id2: form.race_id2 as number | null,
		combinations,
		unit: amount.cents,
		total: combinations * amount.cents,
	} satisfies PlannedOrder;
}
