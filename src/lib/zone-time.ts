// Times in a given zone (a venue's, the racing day's), and race days as YYYY-MM-DD strings.

const formats = new Map<string, Intl.DateTimeFormat>();
const local = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

function format(zone: string, kind: 'day' | 'time' | 'zone'): Intl.DateTimeFormat | null {
	const key = `${kind}|${zone}`;
	let f = formats.get(key);
	if (!f) {
		try {
			f =
				kind === 'day'
					? new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
					: new Intl.DateTimeFormat('en-GB', {
							timeZone: zone,
							hour: '2-digit',
							minute: '2-digit',
							...(kind === 'zone' && { timeZoneName: 'short' }),
						});
		} catch {
			// a zone this browser does not know: the caller shows local time only
			return null;
		}
		formats.set(key, f);
	}
	return f;
}

/** The YYYY-MM-DD day `date` falls on in `zone`; null for an unknown zone. */
export const dayIn = (date: Date, zone: string): string | null => format(zone, 'day')?.format(date) ?? null;

/** HH:mm in `zone`; null for an unknown zone. */
export const timeIn = (date: Date, zone: string): string | null => format(zone, 'time')?.format(date) ?? null;

/** The zone's short name at `date`, e.g. 'GMT+8' or 'BST'. */
export const zoneName = (date: Date, zone: string): string =>
	format(zone, 'zone')
		?.formatToParts(date)
		.find((p) => p.type === 'timeZoneName')?.value ?? zone;

/** The time at the venue with its zone's name, where the venue's clock differs from the player's; else null. */
export function venueTime(date: Date, zone: string): { time: string; zone: string } | null {
	const time = timeIn(date, zone);
	return time && time !== local.format(date) ? { time, zone: zoneName(date, zone) } : null;
}

/** The day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number): string =>
	new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
	Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
