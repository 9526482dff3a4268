// The top of the home page: the day's next races to start, across every meeting, soonest first, each with its venue,
// number, countdown and field size; then the latest results with the first three home by name. Made from the
// meetings the page already has, so it asks for nothing.
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n/index.ts';
import { navigate } from '../../lib/hash-nav.ts';
import type { Meeting, RaceSummary } from '../../state/races/races-model.ts';
import { StartTime } from './countdown.tsx';

const NEXT = 5;
const RESULTS = 3;

type Listed = RaceSummary & { venue: string };

/** The next open races by start time, and the latest resulted ones (last to start first). */
export function nextToJump(meetings: readonly Meeting[]): { next: Listed[]; results: Listed[] } {
	const all = meetings.flatMap((m) => m.races.map((r) => ({ ...r, venue: m.meetings })));
	const byStart = (a: Listed, b: Listed) => Date.parse(a.start_time) - Date.parse(b.start_time);
	return {
		next: all
			.filter((r) => r.status === 'open')
			.sort(byStart)
			.slice(0, NEXT),
		results: all
			.filter((r) => r.status === 'resulted' && r.placings?.length)
			.sort((a, b) => byStart(b, a))
			.slice(0, RESULTS),
	};
}

function RaceTile({ race, children }: { race: Listed; children: ComponentChildren }) {
	const url = `/pages/detail/detail?race_id=${race.race_id}`;
	return (
		<li>
			<a
				class="ntj-tile"
				href={`#${url}`}
				onClick={(e) => {
					e.preventDefault();
					navigate(url);
				}}
			>
				<strong class="ntj-race">{t('race.venueRace', { meeting: race.venue, no: race.raceNo })}</strong>
				{children}
			</a>
		</li>
	);
}

export function NextToJump({ meetings }: { meetings: readonly Meeting[] }) {
	const { next, results } = nextToJump(meetings);
	if (!next.length && !results.length) return null;
	return (
		<section class="ntj" aria-labelledby="ntj-title">
			<h2 id="ntj-title" class="ntj-title">
				{t(next.length ? 'race.nextToJump' : 'race.results')}
			</h2>
			<ul class="ntj-list">
				{next.map((r) => (
					<RaceTile key={r.race_id} race={r}>
						<StartTime start={r.start_time} open />
						{r.runners ? <span class="ntj-field">{t('race.field', { n: r.runners })}</span> : null}
					</RaceTile>
				))}
				{results.map((r) => (
					<RaceTile key={r.race_id} race={r}>
						<ol class="ntj-placings">
							{r.placings?.map((p) => (
								<li key={p.horse_id}>
									{p.horse_id} {p.name}
								</li>
							))}
						</ol>
					</RaceTile>
				))}
			</ul>
		</section>
	);
}
