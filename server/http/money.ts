// The one parser for amounts: decimal numbers with at most 2 decimals, carried as integer cents.
import * as v from 'valibot';

/** The largest amount any single call may carry. */
export const MAX_AMOUNT = 10_000_000;

export type MoneyResult = { ok: true; cents: number } | { ok: false; message: string };

export function parseMoney(value: unknown): MoneyResult {
	if (typeof value !== 'number') return { ok: false, message: 'must be a number' };
	if (!Number.isFinite(value)) return { ok: false, message: 'must be a finite number' };
	if (value <= 0) return { ok: false, message: 'must be greater than 0' };
	if (value > MAX_AMOUNT) return { ok: false, message: `must be at most ${MAX_AMOUNT}` };
	const cents = Math.round(value * 100);
	if (cents / 100 !== value) return { ok: false, message: 'must have at most 2 decimals' };
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
		addIssue({ message: result.message });
		return NEVER;
	}),
);
