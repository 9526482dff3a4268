import { t } from '../../i18n/index.ts';
import { formatTime } from '../../lib/format.ts';
import type { RaceSummary } from '../../state/races/races-model.ts';

export type LegChoice = Pick<RaceSummary, 'race_id' | 'event_id' | 'code' | 'meetings' | 'raceNo' | 'day'> &
	Partial<Omit<RaceSummary, 'runners'>>;

const label = (r: LegChoice) =>
	`${r.meetings ?? r.code ?? ''} R${r.raceNo ?? '?'}${r.start_time ? ` ${formatTime(new Date(r.start_time))}` : ''}`;

/** A native race picker; the current choice stays listed even when it has left the open list. */
export function LegSelect({
	id,
	label: text,
	races,
	current,
	onPick,
	problem,
}: {
	id: string;
	label: string;
	races: readonly LegChoice[];
	current: LegChoice | null;
	onPick: (race: LegChoice | null) => void;
	/** Its ties to the bet's problems (aria-invalid, aria-describedby). */
	problem?: Record<string, string>;
}) {
	const value = current?.race_id == null ? '' : String(current.race_id);
	const listed = !value || races.some((r) => String(r.race_id) === value);
	const all = listed || !current ? races : [current, ...races];
	return (
		<div class="bet-field">
			<label for={id}>{text}</label>
			<select
				id={id}
				{...problem}
				value={value}
				onChange={(e) => onPick(all.find((r) => String(r.race_id) === e.currentTarget.value) ?? null)}
			>
				<option value="">{t('bet.chooseRace')}</option>
				{all.map((r) => (
					<option key={r.race_id} value={String(r.race_id)}>
						{label(r)}
					</option>
				))}
			</select>
		</div>
	);
}
