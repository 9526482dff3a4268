// R1..Rn for a race card's meeting: each race with its time to the jump or what became of it, the one on screen
// marked. A tap swaps the card in place (Back leaves the card rather than walking back through every race seen).
import './race-top.css';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { redirect } from '../../lib/hash-nav.ts';
import type { Meeting } from '../../state/races/races-model.ts';
import { RaceCountdown } from './race-countdown.tsx';

const url = (id: number) => `/pages/detail/detail?race_id=${id}`;

export function RaceSwitcher({ meeting, current, clock }: { meeting: Meeting; current: number; clock?: Clock }) {
	const row = useRef<HTMLOListElement>(null);
	// the race on screen sits in the middle of the row, whichever end of the meeting it is at (the page stays put):
	useLayoutEffect(() => {
		const ol = row.current;
		const at = ol?.querySelector<HTMLElement>('[aria-current]');
		if (ol && at) ol.scrollLeft = at.offsetLeft - ol.offsetLeft - (ol.clientWidth - at.offsetWidth) / 2;
	}, [current]);
	return (
		<nav class="race-switch" aria-label={t('racecard.races', { meeting: meeting.meetings })}>
			<ol ref={row}>
				{meeting.races.map((r) => (
					<li key={r.race_id}>
						<a
							href={`#${url(r.race_id)}`}
							aria-current={r.race_id === current ? 'page' : undefined}
							onClick={(e) => {
								e.preventDefault();
								if (r.race_id !== current) redirect(url(r.race_id));
							}}
						>
							<b>{t('race.race', { no: r.raceNo })}</b>
							<RaceCountdown start={r.start_time} status={r.status} clock={clock} />
						</a>
					</li>
				))}
			</ol>
		</nav>
	);
}
