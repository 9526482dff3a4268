// Where the bet slip shows, in the bet form's chunk: one file fewer, and the slip's code compresses with the form's.
import { useEffect } from 'preact/hooks';
import { races } from '../../state/races/races.ts';
import { betSlip } from '../../state/slip/bet-slip.ts';
import { keepFocus } from '../focus/keep-focus.ts';
import { SlipNews } from './slip-news.tsx';
import SlipPanel from './slip-panel.tsx';

/** A race that no longer takes bets (closed, or past its start) takes its picks out of the slip, said and focus kept. */
function closeRaces(list: readonly { race_id: number; status: string }[]) {
	let gone = 0;
	for (const r of list) if (r.status !== 'open') gone += betSlip.closeRace(r.race_id).length;
	if (gone) keepFocus('slip-title', 'page-title');
}

export function SlipMount() {
	const list = races.races.value;
	useEffect(() => closeRaces(list), [list]);
	return (
		<>
			<SlipNews news={betSlip.news.value} />
			<SlipPanel />
		</>
	);
}
