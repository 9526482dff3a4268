// The lazily loaded form wired to the app's bet draft and the open races of the race model: on the home page, the
// builder with a race choice.
import './bet-form.css';
import '../runner-no.css';
import '../bet-slip/bet-receipt.css';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { betDraft } from '../../state/bets/bet-draft.ts';
import { races } from '../../state/races/races.ts';
import { betSlip } from '../../state/slip/bet-slip.ts';
import { BetForm } from './bet-form.tsx';
import { createBuilder } from './builder-state.ts';
import type { LegChoice } from './race-choice.ts';

export { SlipMount } from '../bet-slip/slip-mount.tsx';
export { BetArea } from './bet-area.tsx';
export { betText } from './messages.ts';

const builder = createBuilder(betDraft);

// a form that opened low on the screen scrolls up until its first fields show; one already in view stays put:
function bringIntoView(el: Element) {
	const top = el.getBoundingClientRect().top;
	if (top > innerHeight * 0.6) scrollBy({ top: top - innerHeight * 0.3 });
}

export default function BetPanel({ preset, reveal }: { preset?: LegChoice | null; reveal?: boolean }) {
	const box = useRef<HTMLDivElement>(null);
	useEffect(() => {
		if (reveal && box.current) bringIntoView(box.current);
	}, [reveal]);
	// in the commit that draws the chips, as on a race card, so a type chosen at once is not reset:
	useLayoutEffect(() => {
		// the slip's picks that 'More bet types' brought here go into the builder, as on a race card:
		const carried = preset ? betSlip.carriedFor(preset.race_id) : [];
		if (preset && carried.length) builder.open(preset, carried);
	}, [preset?.race_id]);
	return (
		<div ref={box}>
			<BetForm
				model={betDraft}
				races={races.openRaces.value}
				preset={preset ?? null}
				onPlaced={betSlip.placedByForm}
				builder={builder}
			/>
		</div>
	);
}
