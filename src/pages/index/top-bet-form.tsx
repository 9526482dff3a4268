// The page's 'Place a bet' toggle and, when no race row holds it, the bet form under it; with the live toggle, whose
// first race is the open-race list's. Components of their own, so opening the form or the open-race list arriving
// redraws them and not the page's meetings.
import { LazyBetForm } from '../../components/bet-form/lazy-bet-form.tsx';
import { LiveSlot } from '../../components/live/live-slot.tsx';
import { t } from '../../i18n/index.ts';
import { races } from '../../state/races/races.ts';

export function TopBetForm() {
	const showForm = races.showBetForm.value;
	return (
		<>
			<button
				type="button"
				class="btn btn-primary bet-toggle"
				aria-expanded={showForm}
				onClick={() => races.setShowBetForm(!showForm)}
			>
				{showForm ? t('race.hideBet') : t('race.placeBet')}
			</button>
			{showForm && races.formRow.value === null && <LazyBetForm preset={races.picked.value} />}
		</>
	);
}

export function HomeLive() {
	return (
		<LiveSlot picked={races.picked.value?.race_id ?? null} firstOpen={races.openRaces.value[0]?.race_id ?? null} />
	);
}
