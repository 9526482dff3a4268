// The meeting a race card belongs to, with all its races, for the card's R1..Rn: read from that day's meetings once
// per card visit (the card's 20 s refreshes do not read it again; its own race's status comes with the card) and
// again on pull-to-refresh.
import { signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { CacheOptions, Listing } from '../../api/races.ts';
import type { Meeting } from './races-model.ts';

type DayTable = (day: string, eventType: string, options?: CacheOptions) => Promise<Listing<Meeting> | null>;

/** What a card says of its meeting (the race card's reply carries all three). */
export interface MeetingOf {
	event_id?: number;
	day?: string;
	event_type?: string;
}

export function createMeetingRaces(dayTable: DayTable) {
	const meeting = signal<Meeting | null>(null);
	let seq = 0;
	// the meeting asked for in this visit, so another card of it (a refresh, or R2 after R1) asks nothing:
	let asked: MeetingOf | null = null;
	const same = (a: MeetingOf, b: MeetingOf) =>
		a.event_id === b.event_id && a.day === b.day && a.event_type === b.event_type;

	async function read(of: MeetingOf, force: boolean) {
		const { event_id, day, event_type } = of;
		if (!event_id || !day || !event_type) return;
		asked = of;
		const mine = ++seq;
		const reply = await dayTable(day, event_type, { force });
		const found = reply?.list.find((m) => m.event_id === event_id);
		// only the latest ask counts, and only an answer that has the meeting:
		if (mine === seq && found) meeting.value = found;
		// a failed read is tried again by the next card (the fetcher has logged it); the races shown stay:
		else if (mine === seq && !reply) asked = null;
	}
	return {
		...readOnly({ meeting }),
		/** The card's meeting, read unless this visit has read it already. */
		load: (of: MeetingOf) => (asked && same(asked, of) ? Promise.resolve() : read(of, false)),
		/** Pull-to-refresh: the meeting read from the server again. */
		reload: () => (asked ? read(asked, true) : Promise.resolve()),
		/** The card is left: the next visit reads the meeting again. */
		leave() {
			asked = null;
		},
	};
}
