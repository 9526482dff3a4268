// The race card's meeting, wired to the app's cached race fetchers; made on the first race card.
import { raceApi } from '../../api/client.ts';
import { createMeetingRaces } from './meeting-races-model.ts';
import type { Meeting } from './races-model.ts';

let shared: ReturnType<typeof createMeetingRaces> | undefined;

export const meetingRaces = () => {
	shared ??= createMeetingRaces((day, type, options) => raceApi.dayTable<Meeting>(day, type, options));
	return shared;
};
