// A busy race day for the render benchmark: meetings x races in the day_table reply shape.
import type { Meeting, RaceSummary } from '../../src/state/races/races-model.ts';

const VENUES = ['Sha Tin', 'Happy Valley', 'Flemington', 'Randwick', 'Ascot', 'Longchamp', 'Meydan', 'Tokyo'];

/** `meetings` meetings of `races` races each; ids differ per day so a new day never reuses old rows. The first third of each card has run. */
export function syntheticDay(day: string, now: number, meetings = 10, races = 10): Meeting[] {
	const seed = Number(day.replace(/-/g, '')) % 10_000;
	return Array.from({ length: meetings }, (_, m) => {
		const venue = `${VENUES[m % VENUES.length]} ${Math.floor(m / VENUES.length) + 1}`;
		const code = `B${String(m + 1).padStart(2, '0')}`;
		const event_id = seed * 100 + m + 1;
		return {
			event_id,
			code,
			meetings: venue,
			venue,
			event_type: 'Races',
			day,
			races: Array.from({ length: races }, (_, r) => {
				const ran = r < Math.floor(races / 3);
				return {
					race_id: event_id * 100 + r + 1,
					raceNo: r + 1,
					code,
					start_time: new Date(now + (r - Math.floor(races / 3)) * 30 * 60_000 + m * 60_000).toISOString(),
					distance: 1000 + r * 200,
					status: ran ? 'resulted' : r === Math.floor(races / 3) ? 'closed' : 'open',
					runners: 8 + (r % 6),
				} satisfies RaceSummary;
			}),
		};
	});
}
