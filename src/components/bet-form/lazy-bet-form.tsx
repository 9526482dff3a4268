// The bet form and its rules arrive as their own chunk, after the race list has painted; the bet slip's mount comes
// with it (the slip itself is a chunk of its own), so the home page asks for no other chunk to show a kept slip.
import { t } from '../../i18n/index.ts';
import { lazy } from '../../lib/lazy.ts';
import { createStorage } from '../../lib/storage.ts';
import { SLIP_SLOT } from '../../state/slip/bet-slip-slot.ts';
import { Loading } from '../loading.tsx';
import { useLazy } from '../use-lazy.ts';
import type { LegChoice } from './leg-select.tsx';

interface PanelProps {
	preset?: LegChoice | null;
	/** Opened on the player's request: brought into view if it opened low on the screen. */
	reveal?: boolean;
}

// the panel waits for its text too, so a Chinese player never sees it in English first:
const panel = lazy(() =>
	import('./bet-panel.tsx').then(async ({ default: Form, SlipMount, preloadSlip, betText }) => {
		await betText;
		return { Form, SlipMount, preloadSlip };
	}),
);

/** Fetches the form ahead of need, e.g. once the home page has painted. */
export const preloadBetForm = () => panel.preload();

// the form's usual height (measured from 320 to 960 px wide), so the page below does not jump when it arrives:
const PLACEHOLDER = { minHeight: 'calc(256px + 6.55rem)', margin: '12px 0' };

export function LazyBetForm(props: PanelProps) {
	const { value: m, phase, retry } = useLazy(panel);
	if (m) return <m.Form {...props} />;
	return (
		<div class="bet-form-placeholder" style={PLACEHOLDER}>
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
