// The races a bet's legs can be chosen from: only those still open for betting, soonest first, grouped by meeting
// (the meeting whose next race starts soonest first), as a player scans a race day.
import type { RaceSummary } from '../../state/races/races-model.ts';

/** A race a leg can be: what the bet form sends of it, and what the list shows. */
export type LegChoice = Pick<RaceSummary, 'race_id' | 'event_id' | 'code' | 'meetings' | 'raceNo' | 'day'> &
	Partial<Omit<RaceSummary, 'runners'>>;

export interface MeetingChoice {
	id: string;
	/** The meeting's name, e.g. 'Flemington'. */
	meeting: string;
	races: LegChoice[];
}

const startOf = (r: LegChoice) => (r.start_time ? Date.parse(r.start_time) : Number.POSITIVE_INFINITY);

/** Open races by meeting; a race without a status is one the page vouches for (its own race card's). */
export function raceGroups(races: readonly LegChoice[]): MeetingChoice[] {
	const open = races
		.filter((r) => (r.status ?? 'open') === 'open')
		.sort((a, b) => startOf(a) - startOf(b) || a.raceNo - b.raceNo);
	const groups = new Map<string, MeetingChoice>();
	for (const r of open) {
		// a meeting is its id; an older reply without one is grouped by name:
		const key = String(r.event_id ?? r.meetings ?? r.code ?? '');
		const group = groups.get(key) ?? { id: key, meeting: r.meetings ?? r.code ?? '', races: [] };
		group.races.push(r);
		groups.set(key, group);
	}
	// a Map keeps the order its keys came in: the meeting with the soonest race first
	return [...groups.values()];
}

/** A double's second leg: this meeting's later races still open, soonest first. */
export const laterAtMeeting = (races: readonly LegChoice[], leg: { event_id?: unknown; raceNo: number }) =>
	raceGroups(races.filter((r) => String(r.event_id) === String(leg.event_id) && r.raceNo > leg.raceNo)).flatMap(
		(g) => g.races,
	);
