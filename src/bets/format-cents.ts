// Cents as the dollars a player reads ('-12.05'). A module of its own: the first paint formats money but never parses
// it, so the stake and amount parsers in money.ts stay out of it.
export function formatCents(cents: number): string {
	const sign = cents < 0 ? '-' : '';
	const abs = Math.abs(cents);
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
