// Money and date formatting shared by every page; formatters are built once, here.
import tinydate from 'tinydate';
import { formatCents } from '../bets/money.ts';

const dayFormat = tinydate('{YYYY}-{MM}-{DD}');
const timeFormat = tinydate('{HH}:{mm}');
const dateTimeFormat = tinydate('{YYYY}-{MM}-{DD} {HH}:{mm}');

/** A decimal amount as the API carries it (e.g. 12.5) shown with two decimals and a currency sign. */
export function formatAmount(amount: number): string {
	return formatMoney(Math.round(amount * 100));
}

/** Integer cents shown as '$12.50' ('-$3.00' for a debit). */
export function formatMoney(cents: number): string {
	const text = formatCents(cents);
	return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** YYYY-MM-DD in the device's local time zone. */
export const formatDay = (date: Date): string => dayFormat(date);
export const formatTime = (date: Date): string => timeFormat(date);
export const formatDateTime = (date: Date): string => dateTimeFormat(date);

/** Today's race day, YYYY-MM-DD. */
export const today = (now: Date = new Date()): string => formatDay(now);
