// The app's frame: skip link, the routed page, the toast and reality-check hosts, and once the first page has
// painted the late shell (offline bar, the dialog's slot).
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { SkipLink } from './components/focus/skip-link.tsx';
import { RealityMount } from './components/safer/reality-mount.tsx';
import { ToastHost } from './components/toast.tsx';
import { firstContent } from './lib/first-content.ts';
import { nextTask } from './lib/next-task.ts';
import { RouteView } from './router/route-view.tsx';
import { routes } from './routes.ts';

type Late = typeof import('./late-shell.tsx');

// held outside the frame, and read only by the two slots: the late shell's arrival redraws them, not the page
const late = signal<Late | null>(null);

/** The late shell, after the first page has painted; a failed fetch tries again on the next online event. */
function useLateShell() {
	useEffect(() => {
		// drawn a task after its chunk ran: evaluating it and drawing its parts are two tasks, not one long one
		const show = (m: Late) =>
			nextTask().then(() => {
				late.value = m;
			});
		const load = () =>
			import('./late-shell.tsx').then(show, () => window.addEventListener('online', load, { once: true }));
		void firstContent.painted().then(load);
	}, []);
}

function LateTop() {
	const m = late.value;
	return m && <m.LateTop />;
}

function LateBottom() {
	const m = late.value;
	return m && <m.LateBottom />;
}

export function App() {
	useLateShell();
	return (
		<>
			<SkipLink />
			<LateTop />
			<RouteView routes={routes} />
			{/* the live region stays in the first paint, so the first toast is announced: */}
			<ToastHost />
			<LateBottom />
			<RealityMount />
		</>
	);
}
