// The app's one bet slip, wired to the API, localStorage, the toast, the balance and the order list.

import { raceBetSends } from '../bets/race-bet-sends.ts';
import { createBetSlip } from './bet-slip-model.ts';

export const betSlip = createBetSlip(raceBetSends);
