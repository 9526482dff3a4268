// The app's race day model and racing calendar, fed through the cached race fetchers.
import { raceApi } from '../../api/client.ts';
import { today } from '../../lib/format.ts';
import { createStorage } from '../../lib/storage.ts';
import { type Calendar, createRaceDays } from './race-days-model.ts';
import { createRaces } from './races-model.ts';

export const raceDays = createRaceDays({
	calendar: (force) => raceApi.calendar<Calendar>({ force }),
	storage: createStorage(),
	now: () => new Date(),
	deviceToday: () => today(),
});

export const races = createRaces({ api: raceApi, today: () => raceDays.today.peek(), logger: console });
