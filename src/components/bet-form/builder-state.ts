// The exotic builder's own state over the one bet draft: the race it is for, the runners carried in from the slip,
// and which problems the player has earned to see (a list once left, the stake once left, everything once sent).
import { computed, signal } from '@preact/signals';
import type { HorseId } from '../../../shared/bets/bet-request.ts';
import { BET_TYPES, betTypeByIndex, type SelectionField } from '../../../shared/bets/bet-types.ts';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { BetDraft } from '../../state/bets/bet-draft-model.ts';
import type { RaceCard } from '../../state/races/race-card-model.ts';
import type { LegChoice } from './race-choice.ts';

/** The types a race card's builder offers: Win, Place and Each Way are the slip's, one tap on a price. */
export const CARD_TYPES = BET_TYPES.filter((bt) => bt.index > 2 && bt.index !== 9);

/** The home page's builder offers every type: it has no prices to tap. */
export const HOME_TYPES = BET_TYPES.slice(1);

/** The type a builder opens on: Quinella, the commonest bet after Win and Place. */
const FIRST_TYPE = 3;

type Draft = Pick<
	BetDraft,
	'form' | 'betType' | 'problems' | 'tried' | 'setLeg' | 'selectType' | 'toggleHorse' | 'setLeg2' | 'setAmount'
>;

/** Where carried runners go for a type: its first list (runners, 1st, or the stand outs); never leg 2. */
const carryField = (index: number): SelectionField | null =>
	betTypeByIndex(index)?.selections.find((s) => s.field !== 'horse2')?.field ?? null;

export function createBuilder(draft: Draft) {
	// fields the player has acted on and left; the list fills in as they go, never before:
	const touched = signal<ReadonlySet<string>>(new Set());
	let carried: HorseId[] = [];

	const touch = (...fields: string[]) => {
		const next = new Set(touched.peek());
		for (const f of fields) next.add(f);
		if (next.size !== touched.peek().size) touched.value = next;
	};

	/** A type, chosen: the spec clears every list, then the carried runners go into its first list. */
	function choose(index: number) {
		draft.selectType(index);
		const field = carryField(index);
		if (field) for (const id of carried) draft.toggleHorse(field, id);
		touched.value = new Set();
	}

	return {
		...readOnly({ touched }),
		/** What to show: every problem once a send was tried, else those of the fields the player has left. */
		shown: computed(() => {
			const all = draft.problems.value;
			if (draft.tried.value) return all;
			return all.filter((p) => p.field !== undefined && touched.value.has(p.field));
		}),
		/**
		 * Opens on this race with the slip's runners for it. A draft already on this race with a builder type is the
		 * player's own (e.g. kept across a reload): it stays as it was.
		 */
		open(race: LegChoice, picks: readonly HorseId[]) {
			carried = [...new Set(picks)];
			const form = draft.form.peek();
			const mine = String(form.race_id) === String(race.race_id) && draft.betType.peek() > 2;
			void draft.setLeg(race);
			if (!mine) choose(FIRST_TYPE);
		},
		choose,
		toggle(field: SelectionField, id: HorseId) {
			draft.toggleHorse(field, id);
		},
		/** The home page's first leg, chosen from the open races: nothing is carried into another race. */
		setLeg(race: LegChoice | null) {
			carried = [];
			if (race) void draft.setLeg(race);
			touch('race_id');
		},
		/** The second leg of a double, from this meeting's later races. */
		setLeg2(race: LegChoice | null) {
			void draft.setLeg2(race);
			touch('race_id2');
		},
		setAmount: draft.setAmount,
		/** The player left these fields: their problems may show now. */
		touch,
	};
}

export type Builder = ReturnType<typeof createBuilder>;

/** The race card's builder: its card, this meeting's later open races (a double's second leg), and a way out. */
export interface CardMode {
	card: RaceCard;
	next: readonly LegChoice[];
	builder: Builder;
	onClose: () => void;
}
