// The app's one bet draft, wired to the API, localStorage, the toast and the session's balance.
import { fetchRate, raceApi } from '../api/client.ts';
import { createBetDraft } from './bet-draft.ts';
import { raceBetSends } from './race-bet-sends.ts';
import type { Runner } from './races-card.ts';

export const betDraft = createBetDraft({
	...raceBetSends,
	runners: (raceId) => raceApi.horseNames(raceId) as Promise<Runner[] | null>,
	rate: fetchRate,
});
