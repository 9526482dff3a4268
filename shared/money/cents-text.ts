// Integer cents as decimal text, alone in its file: every page formats money at first paint, while the stake
// parsing in money.ts is needed only by the forms that take an amount.

/** A decimal amount as the API carries it (12.5) in integer cents. */
export const centsFromDollars = (amount: number) => Math.round(amount * 100);

export function formatCents(cents: number): string {
	const sign = cents < 0 ? '-' : '';
	const abs = Math.abs(cents);
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
