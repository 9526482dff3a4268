// A racing day's demo card, worked out without the database: each venue's meeting on the local day whose
// first race falls on this racing day (in the racing zone), 8 to 10 races 25 to 35 minutes apart.

import type { EventType } from '../../shared/racing/event-types.ts';
import { addDays, dayOf, zonedInstant } from '../domain/racing/time.ts';
import { mulberry32, seedOf } from '../domain/tote/prng.ts';
import { VENUE_ZH, VENUES, type Venue } from './venues.ts';

const DISTANCES = { Races: [1000, 1200, 1400, 1600, 2000, 2400], Harness: [1609, 2138, 2640], Greyhounds: [520, 720] };
const GAPS = [25, 30, 35];

interface PlannedRace {
	no: number;
	code: string;
	start: Date;
	distance: number;
	seed: number;
}

interface PlannedMeeting {
	code: string;
	venue: string;
	venue_zh: string | null;
	event_type: EventType;
	time_zone: string;
	races: PlannedRace[];
}

function meetingOn(v: Venue, local: string): PlannedMeeting {
	const random = mulberry32(seedOf(`${local}:${v.code}:card`));
	const count = 8 + Math.floor(random() * 3);
	let at = zonedInstant(local, v.first, v.zone).getTime();
	const races: PlannedRace[] = [];
	for (let no = 1; no <= count; no++) {
		const seed = seedOf(`${local}:${v.code}:${no}`);
		const distances = DISTANCES[v.event_type];
		races.push({
			no,
			code: `${v.code}${no}`,
			start: new Date(at),
			distance: distances[seed % distances.length]!,
			seed,
		});
		at += GAPS[Math.floor(random() * GAPS.length)]! * 60_000;
	}
	return {
		code: v.code,
		venue: v.venue,
		venue_zh: VENUE_ZH[v.code] ?? null,
		event_type: v.event_type,
		time_zone: v.zone,
		races,
	};
}

/** The meetings of racing day `day` in `timeZone`, first race soonest first; at most one per venue. */
export function planDay(day: string, timeZone: string): PlannedMeeting[] {
	const out: PlannedMeeting[] = [];
	for (const v of VENUES) {
		// the venue's local day is the racing day or one either side, whichever starts within it:
		for (const local of [addDays(day, -1), day, addDays(day, 1)]) {
			const first = zonedInstant(local, v.first, v.zone);
			if (dayOf(first, timeZone) !== day) continue;
			out.push(meetingOn(v, local));
			break;
		}
	}
	return out.sort((a, b) => a.races[0]!.start.getTime() - b.races[0]!.start.getTime());
}
