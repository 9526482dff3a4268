// 'More bet types': the full bet form, with the slip's race as its first leg, brought to where the player looks.

import { races } from '../../state/races/races.ts';
import type { BetSlip } from '../../state/slip/bet-slip-model.ts';
import type { SlipPick } from '../../state/slip/bet-slip-quote.ts';

// the form may still be on its way: each frame, bring it (or its placeholder) into view until it can take focus:
function reveal(frames: number) {
	const select = document.getElementById('bet-type');
	const form = select?.closest('form') ?? document.querySelector('.bet-form-placeholder');
	form?.scrollIntoView({ block: 'start' });
	if (select) select.focus({ preventScroll: true });
	else if (frames > 0) requestAnimationFrame(() => reveal(frames - 1));
}

export function openFullForm(slip: Pick<BetSlip, 'setExpanded' | 'carry'>, pick: SlipPick) {
	slip.setExpanded(false);
	slip.carry(pick.race_id);
	// the home page shows the form on request; the Detail page always has it, for its own race:
	if (!document.querySelector('.bet-form, .bet-form-placeholder')) {
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
		races.setShowBetForm(true);
	}
	reveal(120);
}
