// Amounts in requests: the shared parser (shared/money/amount.ts), its reasons told as field refusals.
import * as v from 'valibot';
import { type AmountError, centsFromAmount, MAX_AMOUNT_CENTS } from '../../shared/money/amount.ts';
import { type FieldProblem, ruleOf } from './rules.ts';

/** The largest amount any single call may carry, in dollars. */
export const MAX_AMOUNT = MAX_AMOUNT_CENTS / 100;

export type MoneyResult = { ok: true; cents: number } | ({ ok: false } & FieldProblem);

// 'required' and 'invalid' are both "not a number" to the API; a number that is not finite is told apart:
const PROBLEMS: Record<AmountError, (value: unknown) => FieldProblem> = {
	required: () => ({ code: 'field_not_number' }),
	invalid: (value) => ({ code: typeof value === 'number' ? 'field_not_finite' : 'field_not_number' }),
	notPositive: () => ({ code: 'field_positive' }),
	decimals: () => ({ code: 'field_decimals' }),
	tooLarge: () => ({ code: 'field_amount_max', params: { max: MAX_AMOUNT_CENTS } }),
};

export function parseMoney(value: unknown): MoneyResult {
	const result = centsFromAmount(value);
	return result.ok ? result : { ok: false, ...PROBLEMS[result.error](value) };
}

/** valibot schema: a positive amount in, integer cents out. */
export const money = v.pipe(
	v.unknown(),
	v.rawTransform(({ dataset, addIssue, NEVER }) => {
		const result = parseMoney(dataset.value);
		if (result.ok) return result.cents;
		addIssue({ message: ruleOf(result) });
		return NEVER;
	}),
);
