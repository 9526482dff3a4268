// 'More bet types': the full bet form (the home page) or the race card's builder, with the slip's race, brought to
// where the player looks.
import { navigate } from '../../lib/hash-nav.ts';
import { races } from '../../state/races/races.ts';
import type { BetSlip } from '../../state/slip/bet-slip-model.ts';
import type { SlipPick } from '../../state/slip/bet-slip-quote.ts';

const CARD = '/pages/detail/detail';

// the form may still be on its way: each frame, bring it (or its placeholder) into view until it can take focus:
export function reveal(frames = 120) {
	const select = document.getElementById('bet-type');
	const form = select?.closest('form') ?? document.querySelector('.bet-form-placeholder');
	form?.scrollIntoView({ block: 'start' });
	if (select) select.focus({ preventScroll: true });
	else if (frames > 0) requestAnimationFrame(() => reveal(frames - 1));
}

export function openFullForm(slip: Pick<BetSlip, 'setExpanded' | 'carry'>, picks: readonly SlipPick[]) {
	// on a race card, the card's own race first: the builder is for that race only
	const here = location.hash.includes(CARD) ? /race_id=(\d+)/.exec(location.hash)?.[1] : undefined;
	const pick = picks.find((p) => String(p.race_id) === here) ?? picks[0]!;
	slip.setExpanded(false);
	slip.carry(pick.race_id);
	// the home page shows the form on request, a race card its builder; one already open is only brought into view:
	if (here || !document.querySelector('.bet-form, .bet-form-placeholder')) {
		const { race_id, event_id, code, meetings, raceNo, day, start_time } = pick;
		races.pickRace({
			race_id,
			event_id: event_id ?? undefined,
			code,
			meetings,
			raceNo,
			day,
			start_time,
			status: 'open',
		});
		// the home page's form opens at its top, with this race as its first leg:
		if (!here) races.setShowBetForm(true);
	}
	// a pick on another race: that race's card, where its builder opens
	if (here && here !== String(pick.race_id)) navigate(`${CARD}?race_id=${pick.race_id}`);
	reveal(120);
}
