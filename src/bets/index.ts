// The bet rules shared by the bet form and the server's validator; text maps are imported on their own.

export {
	type BetForm,
	emptyBetForm,
	emptySelections,
	type HorseId,
	type HorseOption,
	horseLabel,
	resetBetForm,
	type Selections,
	selectBetType,
} from './bet-form.ts';
export {
	BET_TYPES,
	type BetType,
	betTypeByIndex,
	type Pool,
	type Selection,
	type SelectionField,
	usesPlaces,
} from './bet-types.ts';
export { betCostCents, countCombinations, distinctTuples, unorderedPairs } from './combinations.ts';
export { amountFromCents, centsFromAmount, centsFromInput, formatCents } from './money.ts';
export { problemText } from './problem-text.ts';
export {
	type BetLimits,
	type BetProblem,
	type BetQuote,
	DEFAULT_LIMITS,
	type LegInfo,
	quoteBet,
	validateBet,
} from './validate.ts';
