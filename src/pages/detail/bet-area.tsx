// Under an open race's runners: 'More bet types', or the exotic builder it opens (here or from the slip), for this
// race only; Win and Place go through the slip, one tap on a price.
import { useEffect } from 'preact/hooks';
import { LazyBuilder } from '../../components/bet-form/lazy-bet-form.tsx';
import { focusNext } from '../../components/focus/focus-next.ts';
import { t } from '../../i18n/index.ts';
import { createStorage } from '../../lib/storage.ts';
import { betSlip } from '../../state/bet-slip-app.ts';
import { races } from '../../state/races.ts';
import type { RaceCard } from '../../state/races-card.ts';

/** An exotic bet on this race kept unsent (a reload, a dropped reply): the builder opens on it, so nothing is lost. */
function keptHere(raceId: number) {
	try {
		const kept = JSON.parse(createStorage().get('draft:bet') ?? 'null');
		return !!kept?.key && kept.form?.betType > 2 && String(kept.form.form?.race_id) === String(raceId);
	} catch {
		return false;
	}
}

function openBuilder(card: RaceCard) {
	// the slip's picks on this race go into the builder, and leave the slip once it places a bet:
	betSlip.carry(card.race_id);
	races.pickRace({ ...card, runners: card.runners.length });
}

export function BetArea({ card }: { card: RaceCard }) {
	useEffect(() => {
		if (keptHere(card.race_id)) openBuilder(card);
	}, [card.race_id]);
	if (races.showBetForm.value && races.formRow.value === card.race_id)
		return (
			<LazyBuilder
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
			type="button"
			class="btn bet-open"
			onClick={() => {
				openBuilder(card);
				focusNext('bet-type');
			}}
		>
			{t('racecard.moreTypes')}
		</button>
	);
}
