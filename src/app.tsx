import { ErrorBoundary, Router } from 'preact-iso';
import { ModalHost } from './components/modal.tsx';
import { RealityMount } from './components/safer/reality-mount.tsx';
import { ToastHost } from './components/toast.tsx';
import { HashLocationProvider } from './router/hash-location.tsx';
import { NotFound } from './router/not-found.tsx';
import { PageFrame } from './router/page-frame.tsx';
import { routes } from './routes.ts';

export function App() {
	return (
		<HashLocationProvider>
			<ErrorBoundary onError={(error) => console.error(error)}>
				<Router>
					{[
						// keyed by path so moving between routes mounts a fresh page:
						...routes.map((route) => <PageFrame key={route.path} path={route.path} route={route} />),
						<NotFound key="*" default />,
					]}
				</Router>
			</ErrorBoundary>
			<ToastHost />
			<ModalHost />
			<RealityMount />
		</HashLocationProvider>
	);
}
