// Pull-to-refresh for touch: pull past a threshold, release, and the page's refresh runs under a spinner.
import type { ComponentChildren } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { Spinner } from './loading.tsx';
import { createPull, type PullPhase } from './pull-state.ts';

const LABELS: Partial<Record<PullPhase, string>> = {
	pulling: 'shell.pullToRefresh',
	reached: 'shell.releaseToRefresh',
	refreshing: 'shell.refreshing',
};

export function PullToRefresh({
	onRefresh,
	children,
}: {
	onRefresh: () => Promise<unknown>;
	children?: ComponentChildren;
}) {
	const [state, setState] = useState<{ phase: PullPhase; distance: number }>({ phase: 'idle', distance: 0 });
	const refresh = useRef(onRefresh);
	refresh.current = onRefresh;
	const pull = useMemo(
		() =>
			createPull({ onRefresh: () => refresh.current(), onChange: (phase, distance) => setState({ phase, distance }) }),
		[],
	);
	const start = useRef<number | null>(null);
	const label = LABELS[state.phase];
	const dragging = state.phase === 'pulling' || state.phase === 'reached';
	return (
		<div
			class="ptr"
			onTouchStart={(e) => {
				// only a pull that begins at the top of the page refreshes:
				start.current = scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null;
			}}
			onTouchMove={(e) => start.current !== null && pull.move((e.touches[0]?.clientY ?? 0) - start.current)}
			onTouchEnd={() => {
				start.current = null;
				pull.release();
			}}
		>
			<div
				class="ptr-indicator"
				data-phase={state.phase}
				// at rest as the stylesheet draws it (no height, its easing): the server's drawing carries no style attribute
				style={{ height: `${state.distance}px`, transition: dragging ? 'none' : '' }}
				aria-live="polite"
			>
				{state.phase === 'refreshing' && <Spinner />}
				{label && t(label)}
			</div>
			{children}
		</div>
	);
}
