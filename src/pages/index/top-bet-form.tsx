// The page's 'Place a bet' toggle and, when no race row holds it, the bet form under it. A component of its own, so
// opening the form redraws it and not the page's meetings.
import { LazyBetForm } from '../../components/bet-form/lazy-bet-form.tsx';
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
