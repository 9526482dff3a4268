// The bet form's own rules over a bet request: how a horse reads in the pickers, and what choosing a type resets.
import { type BetRequest, emptySecondLeg, emptySelections, type HorseId } from '../../shared/bets/bet-request.ts';

const LAST_BET_INDEX = 15;

export interface HorseOption {
	horse_id: HorseId;
	name: string;
}

/** How a horse appears in pickers: '3-Silver Arrow'. */
export const horseLabel = (h: HorseOption): string => `${h.horse_id}-${h.name}`;

// choosing a bet type clears the second leg and every selection; the first leg and amounts stay:
export function selectBetType(form: BetRequest, index: number): BetRequest {
	if (!Number.isInteger(index) || index < 0 || index > LAST_BET_INDEX) throw new RangeError(`no bet type ${index}`);
	return { ...form, ...emptySecondLeg(), ...emptySelections() };
}
