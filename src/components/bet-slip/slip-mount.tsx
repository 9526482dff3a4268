// Where the bet slip shows: its chunk is fetched once it has something to show, or ahead of the first price tap.
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { lazy } from '../../../shared/lib/lazy.ts';
import { races } from '../../state/races/races.ts';
import { betSlip } from '../../state/slip/bet-slip.ts';
import { keepFocus } from '../focus/keep-focus.ts';
import { useLazy } from '../use-lazy.ts';
import { SlipNews } from './slip-news.tsx';

const panel = lazy<ComponentType>(() => import('./slip-panel.tsx').then((m) => m.default));

/** Fetches the slip, e.g. once a race card with prices to tap is on screen. */
export const preloadSlip = () => panel.preload().catch(() => {});

/** A race that no longer takes bets (closed, or past its start) takes its picks out of the slip, said and focus kept. */
function closeRaces(list: readonly { race_id: number; status: string }[]) {
	let gone = 0;
	for (const r of list) if (r.status !== 'open') gone += betSlip.closeRace(r.race_id).length;
	if (gone) keepFocus('slip-title', 'page-title');
}

export function SlipMount() {
	const list = races.races.value;
	useEffect(() => closeRaces(list), [list]);
	const { value: Panel } = useLazy(panel, betSlip.count.value > 0 || betSlip.receipt.value !== null);
	return (
		<>
			<SlipNews news={betSlip.news.value} />
			{Panel && <Panel />}
		</>
	);
}
