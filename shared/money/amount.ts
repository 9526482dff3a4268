// The one amount parser, for the app and the server: decimal dollars in, integer cents everywhere after.

export type AmountError = 'required' | 'invalid' | 'notPositive' | 'decimals' | 'tooLarge';
export type AmountResult = { ok: true; cents: number } | { ok: false; error: AmountError };

// the most any single call may carry ($10,000,000): every cents value below it is a safe integer:
export const MAX_AMOUNT_CENTS = 10_000_000_00;
const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

function fromText(text: string): AmountResult {
	const m = DECIMAL.exec(text);
	if (!m) return { ok: false, error: /^-/.test(text) ? 'notPositive' : 'invalid' };
	const [, whole = '', frac = ''] = m;
	if (frac.length > 2)
		return /^0*$/.test(frac.slice(2))
			? fromText(text.slice(0, text.indexOf('.') + 3))
			: { ok: false, error: 'decimals' };
	if (whole.replace(/^0+/, '').length > 12) return { ok: false, error: 'tooLarge' };
	const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
	if (cents === 0) return { ok: false, error: 'notPositive' };
	if (cents > MAX_AMOUNT_CENTS) return { ok: false, error: 'tooLarge' };
	return { ok: true, cents };
}

// the API's amounts: finite numbers only, strings refused:
export function centsFromAmount(value: unknown): AmountResult {
	if (value === null || value === undefined) return { ok: false, error: 'required' };
	if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, error: 'invalid' };
	if (value <= 0) return { ok: false, error: 'notPositive' };
	if (value > MAX_AMOUNT_CENTS / 100) return { ok: false, error: 'tooLarge' };
	// below the cap String() gives plain digits, or an exponent only for values too small to have 2 decimals:
	const text = String(value);
	return text.includes('e') ? { ok: false, error: 'decimals' } : fromText(text);
}

// what a player typed in an amount box:
export function centsFromInput(text: string): AmountResult {
	const trimmed = text.trim();
	return trimmed ? fromText(trimmed) : { ok: false, error: 'required' };
}

// cents back to the decimal number the API carries (and form state keeps):
export const amountFromCents = (cents: number): number => cents / 100;

/** What a winning stake returns at decimal odds, stake included, in cents with the part cent dropped: quoted and settled alike. */
export const returnCents = (stakeCents: number, odds: number) =>
	Math.floor((stakeCents * Math.round(odds * 100)) / 100);

/** Whole-dollar stakes the app's race and sport slips offer as one tap (kept with the amount rules both slips load). */
export const STAKE_PRESETS = [5, 10, 20, 50] as const;
