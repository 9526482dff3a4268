// docs/spec.md's bet form with every field at its default (what a full reset restores), written out for the tests.
const RUNNER_LISTS = ['horse', 'horse2', 'horse1st', 'horse2nd', 'horse3rd', 'horse4th'];

export const SPEC_EMPTY_BET_FORM: Readonly<Record<string, unknown>> = {
	event_id: null,
	code: '',
	meetings: '',
	raceNo: null,
	race_id: null,
	event_id2: null,
	code2: '',
	meetings2: '',
	raceNo2: null,
	race_id2: null,
	...Object.fromEntries(RUNNER_LISTS.map((list) => [list, []])),
	betAmount: null,
	betAmount2: null,
};
