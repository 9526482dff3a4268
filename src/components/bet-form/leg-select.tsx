// The bet form's race picker for one leg: open races grouped by meeting, soonest first, each labelled by meeting,
// race number and start time.
import { t } from '../../i18n/index.ts';
import { formatTime } from '../../lib/format.ts';
import { takeFocus } from '../focus/focus-next.ts';
import { type LegChoice, raceGroups } from './race-choice.ts';

const label = (r: LegChoice) =>
	`${t('race.venueRace', { meeting: r.meetings ?? r.code ?? '', no: r.raceNo ?? '?' })}${r.start_time ? ` ${formatTime(new Date(r.start_time))}` : ''}`;

/** A native race picker (a phone shows its own list, groups and all); the current choice stays listed even when it
 * has left the open list. */
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
	const groups = raceGroups(races);
	const all = groups.flatMap((g) => g.races);
	const listed = !value || all.some((r) => String(r.race_id) === value);
	if (!listed && current) all.unshift(current);
	return (
		<div class="bet-field">
			<label for={id}>{text}</label>
			<select
				id={id}
				ref={takeFocus}
				{...problem}
				value={value}
				onChange={(e) => onPick(all.find((r) => String(r.race_id) === e.currentTarget.value) ?? null)}
			>
				<option value="">{t('bet.chooseRace')}</option>
				{!listed && current && <option value={value}>{label(current)}</option>}
				{groups.map((g) => (
					<optgroup key={g.id} label={g.meeting}>
						{g.races.map((r) => (
							<option key={r.race_id} value={String(r.race_id)}>
								{label(r)}
							</option>
						))}
					</optgroup>
				))}
			</select>
		</div>
	);
}
