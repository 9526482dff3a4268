// A race bet as the app sends it and the server takes it in (docs/spec.md's bet form, field for field).

type Id = number | string;

// runners compare by value, so keep one id type per race (the horse list's horse_id):
export type HorseId = number | string;

export interface BetRequest {
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

export type Selections = Pick<BetRequest, 'horse' | 'horse2' | 'horse1st' | 'horse2nd' | 'horse3rd' | 'horse4th'>;

export const emptySecondLeg = () => ({ event_id2: null, code2: '', meetings2: '', raceNo2: null, race_id2: null });

export const emptySelections = (): Selections => ({
	horse: [],
	horse2: [],
	horse1st: [],
	horse2nd: [],
	horse3rd: [],
	horse4th: [],
});

export function emptyBetRequest(): BetRequest {
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
