// The app's frame: skip link, the routed page, the toast and reality-check hosts, and once the first page has
// painted the late shell (offline bar, the dialog's slot).
import { useEffect, useState } from 'preact/hooks';
import { SkipLink } from './components/focus/skip-link.tsx';
import { RealityMount } from './components/safer/reality-mount.tsx';
import { ToastHost } from './components/toast.tsx';
import { firstContent } from './lib/first-content.ts';
import { RouteView } from './router/route-view.tsx';
import { routes } from './routes.ts';

type Late = typeof import('./late-shell.tsx');

/** The late shell, after the first page has painted; a failed fetch tries again on the next online event. */
function useLateShell() {
	const [late, setLate] = useState<Late | null>(null);
	useEffect(() => {
		const load = () =>
			import('./late-shell.tsx').then(setLate, () => window.addEventListener('online', load, { once: true }));
		void firstContent.painted().then(load);
	}, []);
	return late;
}

export function App() {
	const late = useLateShell();
	return (
		<>
			<SkipLink />
			{late && <late.LateTop />}
			<RouteView routes={routes} />
			{/* the live region stays in the first paint, so the first toast is announced: */}
			<ToastHost />
			{late && <late.LateBottom />}
			<RealityMount />
		</>
	);
}
