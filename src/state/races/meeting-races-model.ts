// The meeting a race card belongs to, with all its races, for the card's R1..Rn: taken from that day's meetings
// through the race cache, so moving between a meeting's races asks the server at most once a minute.
import { signal } from '@preact/signals';
import type { Listing } from '../../api/races.ts';
import { readOnly } from '../../lib/read-only.ts';
import type { Meeting } from './races-model.ts';

type DayTable = (day: string, eventType: string) => Promise<Listing<Meeting> | null>;

/** What a card says of its meeting (the race card's reply carries all three). */
export interface MeetingOf {
	event_id?: number;
	day?: string;
	event_type?: string;
}

export function createMeetingRaces(dayTable: DayTable) {
	const meeting = signal<Meeting | null>(null);
	let seq = 0;
	/** Reads the card's meeting again; a failure keeps the races shown (the fetcher has logged it). */
	async function load({ event_id, day, event_type }: MeetingOf) {
		if (!event_id || !day || !event_type) return;
		const mine = ++seq;
		const reply = await dayTable(day, event_type);
		const found = reply?.list.find((m) => m.event_id === event_id);
		// only the latest ask counts, and only an answer that has the meeting:
		if (mine === seq && found) meeting.value = found;
	}
	return { ...readOnly({ meeting }), load };
}
