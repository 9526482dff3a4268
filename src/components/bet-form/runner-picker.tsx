import { type HorseId, horseLabel } from '../../bets/bet-form.ts';
import type { SelectionField } from '../../bets/bet-types.ts';
import { t } from '../../i18n/index.ts';
import type { Runner } from '../../state/races-card.ts';

/** Native checkboxes, one per runner, shown as horse_id-name; scratched runners cannot be picked. */
export function RunnerPicker({
	field,
	legend,
	runners,
	picked,
	onToggle,
	problem,
}: {
	field: SelectionField;
	legend: string;
	runners: readonly Runner[];
	picked: readonly HorseId[];
	onToggle: (field: SelectionField, id: HorseId) => void;
	/** Its ties to the bet's problems (aria-describedby). */
	problem?: Record<string, string>;
}) {
	return (
		<fieldset id={`bet-${field}`} class="bet-runners" data-field={field} {...problem}>
			<legend>{legend}</legend>
			{runners.length === 0 && <p class="bet-note">{t('bet.noRunners')}</p>}
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
