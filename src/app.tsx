// The app's frame: skip link, offline bar, the routed page, and the toast, modal and reality-check hosts.
import { SkipLink } from './components/focus/skip-link.tsx';
import { OfflineBar } from './components/offline-bar.tsx';
import { RealityMount } from './components/safer/reality-mount.tsx';
import { ToastHost } from './components/toast.tsx';
import { ModalSlot } from './router/modal-slot.tsx';
import { RouteView } from './router/route-view.tsx';
import { routes } from './routes.ts';

export function App() {
	return (
		<>
			<SkipLink />
			<OfflineBar />
			<RouteView routes={routes} />
			<ToastHost />
			<ModalSlot />
			<RealityMount />
		</>
	);
}
