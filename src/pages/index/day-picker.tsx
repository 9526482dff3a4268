// The home page's day picker: the server's racing days around its Today, the chosen one pressed. A component of its
// own so the calendar's arrival redraws these buttons, not the page's meetings.
import { t } from '../../i18n/index.ts';
import { raceDays, races } from '../../state/races/races.ts';
import { dayOptions } from './day-options.ts';

export function DayPicker() {
	return (
		<nav class="day-picker" aria-label={t('race.day')}>
			{dayOptions(raceDays.today.value, raceDays.days.value).map((d) => (
				<button
					type="button"
					key={d.day}
					aria-pressed={d.day === races.date.value}
					onClick={() => races.selectDate(d.day)}
				>
					{d.key ? t(d.key) : d.day.slice(5)}
				</button>
			))}
		</nav>
	);
}
