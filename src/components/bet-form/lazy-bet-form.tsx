// The bet form and its rules arrive as their own chunk, when the form first opens (a race card asks for it ahead of
// need); the bet slip comes with it, so the home page asks for no other chunk to show a kept slip.

import { lazy } from '../../../shared/lib/lazy.ts';
import { t } from '../../i18n/index.ts';
import { createStorage } from '../../lib/storage.ts';
import type { RaceCard } from '../../state/races/race-card-model.ts';
import { SLIP_SLOT } from '../../state/slip/bet-slip-slot.ts';
import { Loading } from '../loading.tsx';
import { useLazy } from '../use-lazy.ts';
import type { LegChoice } from './race-choice.ts';

interface PanelProps {
	preset?: LegChoice | null;
	/** Opened on the player's request: brought into view if it opened low on the screen. */
	reveal?: boolean;
}

// the panel waits for its text too, so a Chinese player never sees it in English first:
const panel = lazy(() =>
	import('./bet-panel.tsx').then(async ({ default: Form, BetArea, SlipMount, betText }) => {
		await betText;
		return { Form, BetArea, SlipMount };
	}),
);

/** Fetches the form ahead of need, e.g. once an open race's card is shown. */
export const preloadBetForm = () => panel.preload();

// the form's usual height (measured from 320 to 960 px wide), so the page below does not jump when it arrives:
const PLACEHOLDER = { minHeight: 'calc(256px + 6.55rem)', margin: '12px 0' };

/** A race card's 'More bet types' and the builder it opens, in the same chunk as the form. */
export function LazyBetArea(props: { card: RaceCard }) {
	const { value: m, phase, retry } = useLazy(panel);
	return m ? <m.BetArea {...props} /> : <Waiting phase={phase} retry={retry} height={AREA} />;
}

export function LazyBetForm(props: PanelProps) {
	const { value: m, phase, retry } = useLazy(panel);
	return m ? <m.Form {...props} /> : <Waiting phase={phase} retry={retry} />;
}

// the 'More bet types' button's height:
const AREA = { minHeight: '44px', margin: '12px 0' };

function Waiting({
	phase,
	retry,
	height = PLACEHOLDER,
}: Pick<ReturnType<typeof useLazy>, 'phase' | 'retry'> & { height?: typeof AREA }) {
	return (
		<div class="bet-form-placeholder" style={height}>
			{phase === 'error' ? (
				// a lost connection must not take the form away for good:
				<button type="button" class="btn" onClick={retry}>
					{t('common.retry')}
				</button>
			) : (
				phase === 'loading' && <Loading />
			)}
		</div>
	);
}

/** The bet slip; `open`: the page knows it has something to show, else a slip kept from an earlier visit decides. */
export function LazySlip({ open }: { open?: boolean }) {
	const { value: m } = useLazy(panel, open ?? (!!panel.loaded || !!createStorage().get(SLIP_SLOT)));
	return m ? <m.SlipMount /> : null;
}
