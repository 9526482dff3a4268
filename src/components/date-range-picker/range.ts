// Pure date-range rules: days are YYYY-MM-DD, kept inside the picker's years, start never after end.
export const START_YEAR = 1920;
export const END_YEAR = 2120;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateRange {
	start: string;
	end: string;
}

export const yearBounds = (startYear = START_YEAR, endYear = END_YEAR) => ({
	min: `${startYear}-01-01`,
	max: `${endYear}-12-31`,
});

/** A real calendar day inside the years, moved to the nearest bound when outside; null when not a day at all. */
export function clampDay(day: string, startYear = START_YEAR, endYear = END_YEAR): string | null {
	const m = DAY.exec(day);
	if (!m) return null;
	const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const date = new Date(Date.UTC(y, mo - 1, d));
	if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
	const { min, max } = yearBounds(startYear, endYear);
	return day < min ? min : day > max ? max : day;
}

/** A chosen start later than the end is swapped with it. */
export function orderRange(start: string, end: string): DateRange {
	return start > end ? { start: end, end: start } : { start, end };
}

/** What OK applies: both days clamped, then ordered; a missing side takes the other one. */
export function applyRange(draft: DateRange, startYear = START_YEAR, endYear = END_YEAR): DateRange | null {
	const start = clampDay(draft.start, startYear, endYear);
	const end = clampDay(draft.end, startYear, endYear);
	if (!start && !end) return null;
	return orderRange(start ?? (end as string), end ?? (start as string));
}
