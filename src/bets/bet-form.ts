// The bet form's data as docs/spec.md names it, and its resets.

type Id = number | string;

const LAST_BET_INDEX = 15;
// runners compare by value, so keep one id type per race (the horse list's horse_id):
export type HorseId = number | string;

export interface BetForm {
	event_id: Id | null;
	code: string;
	meetings: string;
	raceNo: number | null;
	race_id: Id | null;
	event_id2: Id | null;
	code2: string;
	meetings2: string;
	raceNo2: number | null;
	race_id2: Id | null;
	horse: HorseId[];
	horse2: HorseId[];
	horse1st: HorseId[];
	horse2nd: HorseId[];
	horse3rd: HorseId[];
	horse4th: HorseId[];
	// dollars as typed, at most 2 decimals; betAmount2 is carried for the API but no type prices from it:
	betAmount: number | null;
	betAmount2: number | null;
}

export type Selections = Pick<BetForm, 'horse' | 'horse2' | 'horse1st' | 'horse2nd' | 'horse3rd' | 'horse4th'>;

export interface HorseOption {
	horse_id: HorseId;
	name: string;
}

/** How a horse appears in pickers: '3-Silver Arrow'. */
export const horseLabel = (h: HorseOption): string => `${h.horse_id}-${h.name}`;

const emptySecondLeg = () => ({ event_id2: null, code2: '', meetings2: '', raceNo2: null, race_id2: null });

export const emptySelections = (): Selections => ({
	horse: [],
	horse2: [],
	horse1st: [],
	horse2nd: [],
	horse3rd: [],
	horse4th: [],
});

export function emptyBetForm(): BetForm {
	return {
		event_id: null,
		code: '',
		meetings: '',
		raceNo: null,
		race_id: null,
		...emptySecondLeg(),
		...emptySelections(),
		betAmount: null,
		betAmount2: null,
	};
}

// choosing a bet type clears the second leg and every selection; the first leg and amounts stay:
export function selectBetType(form: BetForm, index: number): BetForm {
	if (!Number.isInteger(index) || index < 0 || index > LAST_BET_INDEX) throw new RangeError(`no bet type ${index}`);
	return { ...form, ...emptySecondLeg(), ...emptySelections() };
}
