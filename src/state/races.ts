// The app's race day model, fed through the cached race fetchers.
import { raceApi } from '../api/client.ts';
import { today } from '../lib/format.ts';
import { createRaces } from './races-model.ts';

export const races = createRaces({ api: raceApi, today: () => today(), logger: console });
