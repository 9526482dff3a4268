// The bet form and its rules arrive as their own chunk, after the race list has painted.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/compat';
import { Loading } from '../loading.tsx';
import type { LegChoice } from './leg-select.tsx';

type Panel = ComponentType<{ preset?: LegChoice | null }>;
let loaded: Panel | null = null;
let pending: Promise<Panel> | null = null;

// the panel waits for its text too, so a Chinese player never sees it in English first:
const load = () =>
	import('./bet-panel.tsx').then(async (m) => {
		await m.betText;
		loaded = m.default;
		return loaded;
	});

/** Fetches the form ahead of need, e.g. once the home page has painted. */
export function preloadBetForm(): Promise<Panel> {
	pending ??= load().catch((error) => {
		pending = null;
		throw error;
	});
	return pending;
}

// the form's usual height (measured from 320 to 960 px wide), so the page below does not jump when it arrives:
const PLACEHOLDER = { minHeight: 'calc(256px + 6.55rem)', margin: '12px 0' };

export function LazyBetForm({ preset }: { preset?: LegChoice | null }) {
	const [Panel, setPanel] = useState<Panel | null>(() => loaded);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		if (loaded) return;
		preloadBetForm().then(
			(p) => setPanel(() => p),
			() => setFailed(true),
		);
	}, []);
	if (Panel) return <Panel preset={preset ?? null} />;
	return failed ? null : (
		<div class="bet-form-placeholder" style={PLACEHOLDER}>
			<Loading />
		</div>
	);
}
