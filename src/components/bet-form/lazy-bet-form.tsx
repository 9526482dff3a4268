// The bet form and its rules arrive as their own chunk, after the race list has painted.
import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/compat';
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
	const box = useRef<HTMLDivElement>(null);
	const raceId = preset?.race_id;
	useEffect(() => {
		// a race picked far down the list brings the form, above it, into view:
		if (raceId != null) box.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
	}, [raceId]);
	return <div ref={box}>{Panel ? <Panel preset={preset ?? null} /> : !failed && <Loading />}</div>;
}
