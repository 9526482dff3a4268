// The bet form and its rules arrive as their own chunk, after the race list has painted.
import type { ComponentType } from 'preact';
import { t } from '../../i18n/index.ts';
import { lazy } from '../../lib/lazy.ts';
import { Loading } from '../loading.tsx';
import { useLazy } from '../use-lazy.ts';
import type { LegChoice } from './leg-select.tsx';

type Panel = ComponentType<{ preset?: LegChoice | null }>;

// the panel waits for its text too, so a Chinese player never sees it in English first:
const panel = lazy<Panel>(() =>
	import('./bet-panel.tsx').then(async (m) => {
		await m.betText;
		return m.default;
	}),
);

/** Fetches the form ahead of need, e.g. once the home page has painted. */
export const preloadBetForm = (): Promise<Panel> => panel.preload();

// the form's usual height (measured from 320 to 960 px wide), so the page below does not jump when it arrives:
const PLACEHOLDER = { minHeight: 'calc(256px + 6.55rem)', margin: '12px 0' };

export function LazyBetForm({ preset }: { preset?: LegChoice | null }) {
	const { value: Panel, phase, retry } = useLazy(panel);
	if (Panel) return <Panel preset={preset ?? null} />;
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
