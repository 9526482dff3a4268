// Under an open race's runners: 'More bet types', or the exotic builder it opens (here or from the slip), for this
// race only; Win, Place and Each Way go through the slip, one tap on a price.
import { useEffect, useLayoutEffect } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { betDraft } from '../../state/bets/bet-draft.ts';
import type { RaceCard } from '../../state/races/race-card-model.ts';
import { races } from '../../state/races/races.ts';
import { betSlip } from '../../state/slip/bet-slip.ts';
import { reveal } from '../bet-slip/open-full-form.ts';
import { focusNext, takeFocus } from '../focus/focus-next.ts';
import { BetForm } from './bet-form.tsx';
import { createBuilder } from './builder-state.ts';
import { laterAtMeeting } from './race-choice.ts';

const builder = createBuilder(betDraft);

/** The race card's builder, for this race, with the slip's runners on it and the meeting's later open races. */
function BuilderPanel({ card, onClose }: { card: RaceCard; onClose: () => void }) {
	const next = laterAtMeeting(races.openRaces.value, card);
	// in the commit that draws the chips, before any key can reach them: an effect after paint could reset a type the
	// player chose in between (focus is on the chips from the first draw) to the opening one
	useLayoutEffect(() => {
		const carried = betSlip.picks.peek().flatMap((p) => (p.race_id === card.race_id ? [p.horse_id] : []));
		builder.open(card, carried);
	}, [card.race_id]);
	return (
		<BetForm model={betDraft} races={next} onPlaced={betSlip.placedByForm} build={{ card, next, builder, onClose }} />
	);
}

function openBuilder(card: RaceCard) {
	// the slip's picks on this race go into the builder, and leave the slip once it places a bet:
	betSlip.carry(card.race_id);
	races.pickRace({ ...card, runners: card.runners.length });
}

export function BetArea({ card }: { card: RaceCard }) {
	useEffect(() => {
		// an exotic bet on this race sent without a final reply (a reload, a dropped reply): its builder opens on it
		const kept = betDraft.hasKey.peek() && betDraft.betType.peek() > 2;
		if (kept && String(betDraft.form.peek().race_id) === String(card.race_id)) openBuilder(card);
	}, [card.race_id]);
	if (races.showBetForm.value && races.formRow.value === card.race_id)
		return (
			<BuilderPanel
				card={card}
				onClose={() => {
					races.setShowBetForm(false);
					focusNext('bet-open');
				}}
			/>
		);
	return (
		<button
			id="bet-open"
			ref={takeFocus}
			type="button"
			class="btn bet-open"
			onClick={() => {
				// the builder's type chips take focus as they replace this button:
				focusNext('bet-type');
				openBuilder(card);
				reveal();
			}}
		>
			{t('bet.slip.more')}
		</button>
	);
}
