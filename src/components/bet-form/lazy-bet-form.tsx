// The bet form and its rules arrive as their own chunk, after the race list has painted.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/compat';
import { Loading } from '../loading.tsx';
import type { LegChoice } from './leg-select.tsx';

type Panel = ComponentType<{ preset?: LegChoice | null }>;
let loaded: Panel | null = null;

export function LazyBetForm({ preset }: { preset?: LegChoice | null }) {
	const [Panel, setPanel] = useState<Panel | null>(() => loaded);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		if (loaded) return;
		import('./bet-panel.tsx').then(
			(m) => setPanel(() => (loaded = m.default)),
			() => setFailed(true),
		);
	}, []);
	if (Panel) return <Panel preset={preset ?? null} />;
	return failed ? null : <Loading />;
}
