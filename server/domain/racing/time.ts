// Race days are calendar days in the operator's time zone; start times are instants.

const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(at: Date, timeZone: string): Record<string, number> {
	let f = formatters.get(timeZone);
	if (!f) {
		f = new Intl.DateTimeFormat('en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
		});
		formatters.set(timeZone, f);
	}
	const out: Record<string, number> = {};
	for (const p of f.formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value);
	return out;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The YYYY-MM-DD day an instant falls on in the time zone. */
export function dayOf(at: Date, timeZone: string): string {
	const p = parts(at, timeZone);
	return `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}`;
}

/** The day `n` calendar days after `day`. */
export function addDays(day: string, n: number): string {
	const t = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
	return new Date(t).toISOString().slice(0, 10);
}

/** The instant at `minutes` after local midnight of `day` in the time zone. */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
	const wanted = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
	let guess = wanted;
	// two passes settle the zone's offset, even across a daylight-saving change:
	for (let i = 0; i < 2; i++) {
		const p = parts(new Date(guess), timeZone);
		const shown = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
		guess += wanted - shown;
	}
	return new Date(guess);
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/**
 * A zone's clock at an instant: its offset from UTC in minutes and its short name in British English ('GMT+8',
 * 'BST'). Sent with a day's meetings, so the app notes a venue's time without building an Intl formatter of its own:
 * the first one on a page loads the browser's zone and locale data, a long task on a budget phone.
 */
export function zoneAt(at: Date, timeZone: string): { utc_offset: number; zone_name: string } {
	const p = parts(at, timeZone);
	const shown = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
	let f = zoneNames.get(timeZone);
	if (!f) {
		f = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
		zoneNames.set(timeZone, f);
	}
	const zone_name = f.formatToParts(at).find((x) => x.type === 'timeZoneName')?.value ?? '';
	return { utc_offset: Math.round((shown - Math.floor(at.getTime() / 1000) * 1000) / 60_000), zone_name };
}
