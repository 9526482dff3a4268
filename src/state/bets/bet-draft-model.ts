// The bet order form's model: the draft, its live quote and problems, the runners of each leg, and the send.
import { batch, computed, effect, signal } from '@preact/signals';
import type { BetRequest, HorseId } from '../../../shared/bets/bet-request.ts';
import { betTypeByIndex, type SelectionField } from '../../../shared/bets/bet-types.ts';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { quoteBet, validateBet } from '../../../shared/bets/validate.ts';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { selectBetType } from '../../lib/bet-form.ts';
import type { Runner } from '../races/race-card-model.ts';
import type { RaceSummary } from '../races/races-model.ts';
import { createBetLegs } from './bet-legs-model.ts';
import { emptyDraft, formOf, readDraft, type SavedDraft } from './bet-persist.ts';
import type { BetSendDeps } from './bet-send-deps.ts';
import { createBetSender, type SubmitOutcome } from './bet-sender-model.ts';

export interface BetDraftDeps extends BetSendDeps {
	runners(raceId: number | string): Promise<Runner[] | null>;
	rate(): Promise<number | null>;
	/** After a bet is placed, e.g. refresh the balance. */
	placed(data: unknown): void;
}

type Leg = Pick<RaceSummary, 'race_id' | 'event_id' | 'code' | 'meetings' | 'raceNo' | 'day'>;

const SELECTIONS: SelectionField[] = ['horse', 'horse1st', 'horse2nd', 'horse3rd', 'horse4th'];

export function createBetDraft(deps: BetDraftDeps) {
	const sender = createBetSender(deps);
	const { store } = sender;
	const draft = signal<SavedDraft>({ ...readDraft(store.form()), key: store.key() });
	const legs = createBetLegs(deps.runners);
	const rate = signal<number | null>(null);
	const tried = signal(false);
	const lastOutcome = signal<SubmitOutcome | null>(null);
	// the last placed order as the server sent it, for the receipt the slip's bets end in too:
	const lastOrder = signal<OrderView | null>(null);

	// every change is written at once, so a reload or a dropped tab keeps the draft (the store keeps the key):
	effect(() => store.save(formOf(draft.value)));

	const update = (patch: Partial<SavedDraft>) => {
		draft.value = { ...draft.peek(), ...patch };
	};
	const setForm = (patch: Partial<BetRequest>) => update({ form: { ...draft.peek().form, ...patch } });
	const betType = computed(() => draft.value.betType);
	const type = computed(() => betTypeByIndex(betType.value));
	// the stake as typed, as a number for the validator ('' stays missing, 'abc' becomes NaN):
	const priced = computed(() => {
		const { form, amountText } = draft.value;
		const text = amountText.trim();
		return { ...form, betAmount: text ? Number(text) : null };
	});
	const quote = computed(() => quoteBet(priced.value, betType.value));
	const problems = computed(() => validateBet(priced.value, betType.value, { legs: legs.legs.value }));

	/** Restores every default, the key included: the next bet is a new action. */
	function reset() {
		store.settle();
		batch(() => {
			draft.value = emptyDraft();
			legs.clear();
			tried.value = false;
		});
	}

	return {
		...readOnly({ draft, rate, tried, lastOutcome, lastOrder }),
		form: computed(() => draft.value.form),
		betType,
		type,
		amountText: computed(() => draft.value.amountText),
		hasKey: computed(() => draft.value.key !== null),
		quote,
		problems,
		runners1: legs.runners1,
		runners2: legs.runners2,
		runnersState1: legs.state1,
		runnersState2: legs.state2,
		submitting: sender.sending,
		/** Choosing a bet type clears the second leg and every selection. */
		selectType(index: number) {
			update({ betType: index, form: selectBetType(draft.peek().form, index) });
			legs.clearSecond();
		},
		/** The first leg's race; the picked runners belonged to the old one, so they go. */
		setLeg(race: Leg) {
			const { form } = draft.peek();
			if (String(form.race_id) === String(race.race_id)) return legs.loadFirst(race.race_id);
			const cleared = Object.fromEntries(SELECTIONS.map((f) => [f, []]));
			const { event_id = null, code = '', meetings = '', raceNo, race_id } = race;
			update({
				day: race.day ?? draft.peek().day,
				form: { ...form, ...cleared, event_id, code, meetings, raceNo, race_id },
			});
			return legs.loadFirst(race_id);
		},
		setLeg2(race: Leg | null) {
			const r = race ?? { race_id: null, event_id: null, code: '', meetings: '', raceNo: null };
			setForm({
				event_id2: r.event_id ?? null,
				code2: r.code ?? '',
				meetings2: r.meetings ?? '',
				raceNo2: r.raceNo ?? null,
				race_id2: r.race_id ?? null,
				horse2: [],
			});
			return legs.loadSecond(r.race_id ?? null);
		},
		toggleHorse(field: SelectionField, id: HorseId) {
			const list = draft.peek().form[field];
			setForm({ [field]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id] });
		},
		setAmount(text: string) {
			update({ amountText: text });
		},
		reset,
		/** Runners of both legs, e.g. for a draft restored after a reload. */
		loadRunners() {
			const { race_id, race_id2 } = draft.peek().form;
			return Promise.all([legs.loadFirst(race_id), legs.loadSecond(race_id2)]);
		},
		async loadRate() {
			const value = await deps.rate();
			if (value !== null) rate.value = value;
		},
		/** `quiet`: a receipt that takes focus says it was placed, so no toast says it too. */
		async submit(quiet = false): Promise<SubmitOutcome> {
			if (sender.sending.peek()) return 'busy';
			tried.value = true;
			if (problems.peek().length) {
				lastOutcome.value = 'invalid';
				return 'invalid';
			}
			const { outcome, data } = await sender.send(formOf(draft.peek()));
			batch(() => {
				lastOutcome.value = outcome;
				lastOrder.value = outcome === 'placed' ? (data as OrderView) : null;
				update({ key: store.key() });
			});
			if (outcome === 'placed') {
				if (!quiet) deps.toast(deps.t('bet.placed'));
				deps.placed(data);
				reset();
			}
			return outcome;
		},
	};
}

export type BetDraft = ReturnType<typeof createBetDraft>;
