// Times in a given zone (a venue's), and race days as YYYY-MM-DD strings.
import { formatTime } from './format.ts';

const formats = new Map<string, Intl.DateTimeFormat | null>();

/** en-GB writes 'HH:mm GMT+8'. Null for a zone this browser does not know. */
function format(zone: string): Intl.DateTimeFormat | null {
	if (!formats.has(zone)) {
		try {
			formats.set(
				zone,
				new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }),
			);
		} catch {
			formats.set(zone, null);
		}
	}
	return formats.get(zone)!;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The venue's time from the offset and zone name the server sent with the day's meetings, with no Intl: the first
 * Intl formatter of a page loads the browser's zone and locale data, a long task on a budget phone.
 * Null where the venue's clock is the player's.
 */
export function venueClock(date: Date, offset: number, zone: string): { time: string; zone: string } | null {
	if (offset === -date.getTimezoneOffset()) return null;
	const at = new Date(date.getTime() + offset * 60_000);
	return { time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`, zone };
}

/** The time at the venue and its zone's short name, where the venue's clock differs from the player's; else null. */
export function venueTime(date: Date, zone: string): { time: string; zone: string } | null {
	const at = format(zone)?.format(date);
	return at && at.slice(0, 5) !== formatTime(date) ? { time: at.slice(0, 5), zone: at.slice(6) } : null;
}

/** The day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number): string =>
	new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
	Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
