import { t } from '../../i18n/index.ts';
import { navigate } from '../../router/hash-nav.ts';
import { races } from '../../state/races.ts';
import type { Meeting, RaceSummary } from '../../state/races-model.ts';
import { StartTime } from './countdown.tsx';

const detailUrl = (race: RaceSummary) => `/pages/detail/detail?race_id=${race.race_id}`;

function RaceRow({ meeting, race }: { meeting: Meeting; race: RaceSummary }) {
	const open = race.status === 'open';
	return (
		<li class="race-row">
			<a
				href={`#${detailUrl(race)}`}
				class="race-link"
				onClick={(e) => {
					e.preventDefault();
					navigate(detailUrl(race));
				}}
			>
				<span class="race-no">{t('race.race', { no: race.raceNo })}</span>
				<StartTime start={race.start_time} open={open} />
				<span class={`race-status race-${race.status}`}>{t(`race.status.${race.status}`)}</span>
			</a>
			{open && (
				<button
					type="button"
					class="btn race-bet"
					aria-label={`${t('race.bet')} ${t('race.raceTitle', { meeting: meeting.meetings, no: race.raceNo })}`}
					onClick={() =>
						races.pickRace({
							...race,
							event_id: meeting.event_id,
							code: meeting.code,
							meetings: meeting.meetings,
							day: meeting.day,
						})
					}
				>
					{t('race.bet')}
				</button>
			)}
		</li>
	);
}

/** The day's meetings, each with its races in race-number order. */
export function MeetingList({ meetings }: { meetings: readonly Meeting[] }) {
	return (
		<div class="meetings">
			{meetings.map((m) => (
				<section key={m.event_id} class="meeting" aria-labelledby={`meeting-${m.event_id}`}>
					<h2 id={`meeting-${m.event_id}`} class="meeting-title">
						{m.meetings} <small>{m.code}</small>
					</h2>
					<ul class="race-list">
						{m.races.map((r) => (
							<RaceRow key={r.race_id} meeting={m} race={r} />
						))}
					</ul>
				</section>
			))}
		</div>
	);
}
