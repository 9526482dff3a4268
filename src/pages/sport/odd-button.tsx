// A sports price, on the board or an event's page: one tap puts its pick on the slip, a second takes it off, and the
// page's status region says which; pressed while it is the slip's pick.
import type { Market, Selection, SportEvent } from '../../../shared/sports/sport-types.ts';
import { pickName } from '../../components/sport-labels.ts';
import { t } from '../../i18n/index.ts';
import type { SportsModel } from '../../state/sports/sports-model.ts';

export function OddButton({
	ev,
	market,
	sel,
	model,
	say,
	named,
	describedBy,
	disabled,
}: {
	ev: SportEvent;
	market: Market;
	sel: Selection;
	model: SportsModel;
	/** Tells the page's status region. */
	say: (text: string) => void;
	/** The pick as the slip names it, e.g. 'Red Lions vs Blue Harbour: Draw'. */
	named: string;
	describedBy?: string;
	disabled?: boolean;
}) {
	const chosen = model.slip.value?.selection_id === sel.id;
	const odds = sel.odds.toFixed(2);
	return (
		<button
			type="button"
			class="club-odd"
			aria-pressed={chosen}
			aria-describedby={describedBy}
			disabled={disabled}
			onClick={() => {
				if (chosen) model.clearSlip();
				else model.pick(ev, market, sel);
				say(t(chosen ? 'sports.removed' : 'sports.added', { pick: `${named} @ ${odds}` }));
			}}
		>
			<span>{pickName(sel, market.line)}</span>
			<b>{odds}</b>
		</button>
	);
}

/** The region a page's price buttons speak through; on the page before the first tap, so that one is heard too. */
export function PickNews({ said }: { said: string }) {
	return (
		<p class="sr-only" role="status">
			{said}
		</p>
	);
}
