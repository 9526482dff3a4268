// Integer cents as the text of a dollar amount: on its own, so the first paint's formatter need not bring the
// stake parsers of money.ts with it.
export function formatCents(cents: number): string {
	const sign = cents < 0 ? '-' : '';
	const abs = Math.abs(cents);
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
