// The one parser for amounts: decimal numbers with at most 2 decimals, carried as integer cents.
import * as v from 'valibot';
import { type FieldProblem, ruleOf } from './rules.ts';

/** The largest amount any single call may carry. */
export const MAX_AMOUNT = 10_000_000;

export type MoneyResult = { ok: true; cents: number } | ({ ok: false } & FieldProblem);

export function parseMoney(value: unknown): MoneyResult {
	if (typeof value !== 'number') return { ok: false, code: 'field_not_number' };
	if (!Number.isFinite(value)) return { ok: false, code: 'field_not_finite' };
	if (value <= 0) return { ok: false, code: 'field_positive' };
	if (value > MAX_AMOUNT) return { ok: false, code: 'field_amount_max', params: { max: MAX_AMOUNT * 100 } };
	const cents = Math.round(value * 100);
	if (cents / 100 !== value) return { ok: false, code: 'field_decimals' };
	return { ok: true, cents };
}

/** Cents back to the API's decimal number. */
export const toAmount = (cents: number): number => cents / 100;

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
