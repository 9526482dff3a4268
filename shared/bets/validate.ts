// The bet's problems, each with a stable code and an i18n key: the form shows them live, the server refuses with them.

import { type AmountError, centsFromAmount } from '../money/amount.ts';
import { formatCents } from '../money/cents-text.ts';
import type { BetRequest, HorseId } from './bet-request.ts';
import { type BetType, betTypeByIndex, usesPlaces } from './bet-types.ts';
import { countCombinations } from './combinations.ts';

export interface BetLimits {
	minStakeCents: number;
	maxStakeCents: number;
	maxTotalCents: number;
}

// the product leaves limits open (docs/bets.md): 50c to $10,000 a combination, $100,000 a bet:
export const DEFAULT_LIMITS: BetLimits = { minStakeCents: 50, maxStakeCents: 1_000_000, maxTotalCents: 10_000_000 };

// what the server knows about a leg's race; the form may pass it too once the horse list is loaded:
export interface LegInfo {
	runners?: readonly HorseId[];
	scratched?: readonly HorseId[];
	placesPaid?: number;
}

export interface BetProblem {
	code: string;
	key: string;
	field?: string;
	params?: Record<string, string | number>;
}

export interface ValidateOptions {
	limits?: BetLimits;
	legs?: readonly [LegInfo?, LegInfo?];
}

const problem = (code: string, field?: string, params?: BetProblem['params']): BetProblem => ({
	code,
	key: `bet.err.${code}`,
	...(field ? { field } : {}),
	...(params ? { params } : {}),
});

const dollars = (cents: number) => `$${formatCents(cents)}`;

const AMOUNT_CODES: Record<AmountError, string> = {
	required: 'amountRequired',
	invalid: 'amountInvalid',
	notPositive: 'amountPositive',
	decimals: 'amountDecimals',
	tooLarge: 'amountTooLarge',
};

function checkRunners(out: BetProblem[], field: string, ids: readonly HorseId[], leg: LegInfo | undefined): void {
	if (new Set(ids).size !== ids.length) out.push(problem('duplicate', field));
	const known = leg?.runners && new Set(leg.runners);
	const scratched = new Set(leg?.scratched ?? []);
	const unknown = ids.find((id) => known && !known.has(id));
	if (unknown !== undefined) out.push(problem('unknownRunner', field, { horse: unknown }));
	const gone = ids.find((id) => scratched.has(id));
	if (gone !== undefined) out.push(problem('scratched', field, { horse: gone }));
}

export function validateBet(form: BetRequest, betType: BetType | number, options: ValidateOptions = {}): BetProblem[] {
	const type = typeof betType === 'number' ? betTypeByIndex(betType) : betTypeByIndex(betType.index);
	if (!type) return [problem('selectType', 'bet_type')];
	const limits = options.limits ?? DEFAULT_LIMITS;
	const [leg1, leg2] = options.legs ?? [];
	const out: BetProblem[] = [];
	if (form.race_id === null || form.race_id === '') out.push(problem('firstLeg', 'race_id'));
	if (type.legs === 2) {
		if (form.race_id2 === null || form.race_id2 === '') out.push(problem('secondLeg', 'race_id2'));
		else if (form.race_id2 === form.race_id) out.push(problem('sameRace', 'race_id2'));
	}
	let enough = true;
	for (const s of type.selections) {
		const ids = form[s.field];
		checkRunners(out, s.field, ids, s.field === 'horse2' ? leg2 : leg1);
		if (new Set(ids).size < s.min) {
			enough = false;
			out.push(problem('needRunners', s.field, { min: s.min, role: s.key }));
		}
	}
	const noPlaces = [leg1, type.legs === 2 ? leg2 : undefined].some((leg) => leg?.placesPaid === 0);
	if (usesPlaces(type) && noPlaces) out.push(problem('noPlaceBetting', 'bet_type'));
	const combinations = countCombinations(type, form);
	if (enough && combinations === 0) out.push(problem('zeroCombinations'));
	const amount = centsFromAmount(form.betAmount);
	if (!amount.ok) out.push(problem(AMOUNT_CODES[amount.error], 'betAmount'));
	else if (amount.cents < limits.minStakeCents || amount.cents > limits.maxStakeCents) {
		const params = { min: dollars(limits.minStakeCents), max: dollars(limits.maxStakeCents) };
		out.push(problem('amount', 'betAmount', params));
	} else if (combinations * amount.cents > limits.maxTotalCents) {
		out.push(problem('total', 'betAmount', { max: dollars(limits.maxTotalCents) }));
	}
	return out;
}

export interface BetQuote {
	combinations: number;
	unitStakeCents: number | null;
	costCents: number | null;
}

// the live figures under the form; cost stays null until the stake parses:
export function quoteBet(form: BetRequest, betType: BetType | number): BetQuote {
	const type = typeof betType === 'number' ? betTypeByIndex(betType) : betType;
	const combinations = type ? countCombinations(type, form) : 0;
	const amount = centsFromAmount(form.betAmount);
	const unitStakeCents = amount.ok ? amount.cents : null;
	return { combinations, unitStakeCents, costCents: unitStakeCents === null ? null : combinations * unitStakeCents };
}
