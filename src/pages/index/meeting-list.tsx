// The day's meetings and their next races, drawn a few at a time so the first paint stays cheap.
import { useMemo, useState } from 'preact/hooks';
import { LazyBetForm } from '../../components/bet-form/lazy-bet-form.tsx';
import { focusNext } from '../../components/focus/focus-next.ts';
import { useSlices } from '../../components/use-slices.ts';
import { t } from '../../i18n/index.ts';
import { navigate } from '../../lib/hash-nav.ts';
import { venueClock, venueTime } from '../../lib/zone-time.ts';
import { races } from '../../state/races/races.ts';
import { type Meeting, type RaceSummary, upcomingRaces } from '../../state/races/races-model.ts';
import { StartTime } from './countdown.tsx';

// a day holds ~48 races a venue; drawing only the next few keeps the first paint cheap on a slow phone:
const UPCOMING = 4;
// a day holds ~20 meetings, and the first screen shows two: the list starts about 480 px down a phone's page and a
// card is 220-310 px high. The first render draws those two; the rest follow four to a task, below the fold, so no
// task draws the whole day (four, not two: the whole day is then on the page as soon as before, in as many tasks):
const FIRST_MEETINGS = 2;
const MORE_MEETINGS = 4;

const detailUrl = (race: RaceSummary) => `/pages/detail/detail?race_id=${race.race_id}`;

function RaceRow({ meeting, race }: { meeting: Meeting; race: RaceSummary }) {
	const open = race.status === 'open';
	const link = `race-${race.race_id}`;
	// the form opens in this row, under the finger that asked for it:
	const form = races.showBetForm.value && races.formRow.value === race.race_id;
	return (
		<li class="line-row race-row">
			<a
				href={`#${detailUrl(race)}`}
				id={link}
				// three meetings can each have an R7: the name starts with the meeting, then what the link shows
				aria-labelledby={`meeting-${meeting.event_id}-name ${link}`}
				class="race-link"
				onClick={(e) => {
					e.preventDefault();
					navigate(detailUrl(race));
				}}
			>
				<span class="race-no">{t('race.race', { no: race.raceNo })}</span>
				<StartTime start={race.start_time} open={open} />
				<span class={`chip is-${race.status} race-status race-${race.status}`}>{t(`race.status.${race.status}`)}</span>
			</a>
			{open && (
				<button
					type="button"
					class="btn race-bet"
					aria-label={`${t('race.bet')} ${t('race.raceTitle', { meeting: meeting.meetings, no: race.raceNo })}`}
					aria-expanded={form}
					aria-controls={form ? 'bet-form' : undefined}
					onClick={() => {
						if (form) return races.setShowBetForm(false);
						races.pickRace({
							...race,
							event_id: meeting.event_id,
							code: meeting.code,
							meetings: meeting.meetings,
							day: meeting.day,
						});
						// the form opens in this row: focus goes into it, not left behind here
						focusNext('bet-type');
					}}
				>
					{t('race.bet')}
				</button>
			)}
			{form && (
				<div class="race-form">
					<LazyBetForm preset={races.picked.value} reveal />
				</div>
			)}
		</li>
	);
}

/** One meeting: its next races, and a toggle for the rest (finished ones included) in race-number order. */
function MeetingCard({ meeting: m }: { meeting: Meeting }) {
	const [all, setAll] = useState(false);
	const list = all ? m.races : upcomingRaces(m.races, UPCOMING);
	const id = `meeting-${m.event_id}`;
	const first = m.races[0];
	// times are the player's; a venue on another clock says which:
	const start = first && new Date(first.start_time);
	// the server's offset and name for the venue's clock; an older reply names only the zone, which costs Intl:
	const venue = !start
		? null
		: typeof m.utc_offset === 'number' && typeof m.zone_name === 'string'
			? venueClock(start, m.utc_offset, m.zone_name)
			: m.time_zone
				? venueTime(start, m.time_zone)
				: null;
	return (
		<section class="meeting" aria-labelledby={id}>
			<h2 id={id} class="meeting-title">
				<span id={`${id}-name`}>{m.meetings}</span> <small>{m.code}</small>
				{venue && <small class="meeting-zone">{t('race.venueZone', venue)}</small>}
			</h2>
			<ul class="race-list">
				{list.map((r) => (
					<RaceRow key={r.race_id} meeting={m} race={r} />
				))}
			</ul>
			{(all || list.length < m.races.length) && (
				<button type="button" class="btn more-toggle" aria-expanded={all} onClick={() => setAll(!all)}>
					{t(all ? 'race.fewer' : 'race.all', { n: m.races.length })}
				</button>
			)}
		</section>
	);
}

// a meeting still racing comes before one that has finished, soonest next race first; finished ones keep their order
// (two finished ones compare as NaN, which a sort takes as equal):
const nextStart = (m: Meeting) => {
	const open = m.races.find((r) => r.status === 'open' || r.status === 'closed');
	return open ? Date.parse(open.start_time) : Number.POSITIVE_INFINITY;
};

/** The day's meetings, those still racing first, each with its upcoming races first. */
export function MeetingList({ meetings }: { meetings: readonly Meeting[] }) {
	// sorted once per list, so the slices see one list until the day's meetings change:
	const sorted = useMemo(() => [...meetings].sort((a, b) => nextStart(a) - nextStart(b)), [meetings]);
	const shown = useSlices(sorted, FIRST_MEETINGS, MORE_MEETINGS);
	// a screen reader (and a test) learns the list is still being drawn; the slices return the list itself once all are in
	return (
		<div class="meetings" aria-busy={shown !== sorted}>
			{shown.map((m) => (
				<MeetingCard key={m.event_id} meeting={m} />
			))}
		</div>
	);
}
