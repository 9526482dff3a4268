// A race's result as settlement reads it.
import type { HorseId } from '../../../shared/bets/bet-request.ts';

export interface RaceResult {
	// finishing order as groups: [[2], [3], [1, 4]] is 2 first, 3 second, 1 and 4 dead-heating for third:
	finish: HorseId[][];
	scratched: HorseId[];
	abandoned: boolean;
	// fixed by the field when betting opened (see places-paid.ts):
	placesPaid: number;
}
