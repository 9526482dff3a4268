// The app's one bet slip, wired to the API, localStorage, the toast, the balance and the order list.
import { createBetSlip } from './bet-slip.ts';
import { raceBetSends } from './race-bet-sends.ts';

export const betSlip = createBetSlip(raceBetSends);
