import type { HorseId } from '../../../shared/bets/bet-request.ts';
import type { SelectionField } from '../../../shared/bets/bet-types.ts';
import { t } from '../../i18n/index.ts';
import { horseLabel } from '../../lib/bet-form.ts';
import type { RunnersState } from '../../state/bets/bet-legs-model.ts';
import type { Runner } from '../../state/races/race-card-model.ts';

// what the empty list means: no race yet, runners on their way, or a race whose runners could not be had
const EMPTY_NOTE: Record<RunnersState, string> = {
	none: 'bet.noRunners',
	loading: 'bet.loadingRunners',
	ready: 'bet.noRunners',
	failed: 'bet.runnersFailed',
};

/** Native checkboxes, one per runner, shown as horse_id-name; scratched runners cannot be picked. */
export function RunnerPicker({
	field,
	legend,
	runners,
	picked,
	onToggle,
	problem,
	state = 'ready',
	onRetry,
}: {
	field: SelectionField;
	legend: string;
	runners: readonly Runner[];
	picked: readonly HorseId[];
	onToggle: (field: SelectionField, id: HorseId) => void;
	/** Its ties to the bet's problems (aria-describedby). */
	problem?: Record<string, string>;
	state?: RunnersState;
	onRetry?: () => void;
}) {
	return (
		<fieldset id={`bet-${field}`} class="bet-runners" data-field={field} {...problem}>
			<legend>{legend}</legend>
			{runners.length === 0 && (
				<p class="bet-note">
					{t(EMPTY_NOTE[state])}
					{state === 'failed' && onRetry && (
						<button type="button" class="btn" onClick={onRetry}>
							{t('common.retry')}
						</button>
					)}
				</p>
			)}
			{runners.map((r) => {
				const id = `bet-${field}-${r.horse_id}`;
				return (
					<label key={r.horse_id} for={id} class={r.scratched ? 'bet-runner scratched' : 'bet-runner'}>
						<input
							id={id}
							type="checkbox"
							checked={picked.includes(r.horse_id)}
							disabled={r.scratched}
							onChange={() => onToggle(field, r.horse_id)}
						/>
						<span>{horseLabel(r)}</span>
					</label>
				);
			})}
		</fieldset>
	);
}
