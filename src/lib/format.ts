// Money and date formatting shared by every page; formatters are built once, here. Dates and times are the
// device's (the player's) zone; zone-time.ts formats them in a venue's.
import { centsFromDollars, formatCents } from '../../shared/money/cents-text.ts';

// Dates as YYYY-MM-DD and times as 24-hour HH:mm, whatever the player's language, from the Date's own local fields:
// the first Intl formatter a page builds loads the browser's locale data, tens of milliseconds on a budget phone,
// and the device's zone needs none of it (venue zones do: zone-time.ts).
// (the moment moved by the device's offset at that moment, written as ISO):
const local = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString();

/** A decimal amount as the API carries it (e.g. 12.5) shown with two decimals and a currency sign. */
export function formatAmount(amount: number): string {
	return formatMoney(centsFromDollars(amount));
}

/** Integer cents shown as '$12.50' ('-$3.00' for a debit). */
export function formatMoney(cents: number): string {
	const text = formatCents(cents);
	return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** YYYY-MM-DD in the device's local time zone. */
export const formatDay = (date: Date): string => local(date).slice(0, 10);
export const formatTime = (date: Date): string => local(date).slice(11, 16);
export const formatDateTime = (date: Date): string => `${formatDay(date)} ${formatTime(date)}`;

/** The device's date, YYYY-MM-DD: the race day only until the server says which day is Today (state/races/race-days-model.ts). */
export const today = (now: Date = new Date()): string => formatDay(now);

/** How long ago, in the player's language: 'this minute', '5 minutes ago', '2 hours ago'. */
export function formatAge(ms: number, language: string): string {
	const minutes = Math.floor(ms / 60_000);
	const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
	return minutes < 60 ? format.format(-minutes, 'minute') : format.format(-Math.floor(minutes / 60), 'hour');
}
