// The app's one bet draft, wired to the API, localStorage, the toast and the session's balance.
import { fetchRate, raceApi } from '../../api/client.ts';
import type { Runner } from '../races/race-card-model.ts';
import { createBetDraft } from './bet-draft-model.ts';
import { raceBetSends } from './race-bet-sends.ts';

export const betDraft = createBetDraft({
	...raceBetSends,
	runners: (raceId) => raceApi.horseNames(raceId) as Promise<Runner[] | null>,
	rate: fetchRate,
});
