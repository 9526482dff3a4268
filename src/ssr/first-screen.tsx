// The app's first screens drawn on the server, from the same components and state as the app's first render: the
// home page with the day's meetings (given as the reply the app would fetch), and the sign-in form. Runs in a worker
// of its own (server/first-screen/render-worker.ts), which gives it the window the app's modules expect.
import { renderToString } from 'preact-render-to-string';
import { App } from '../app.tsx';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { areaLoaders } from '../i18n/area-loaders.ts';
import { initLanguage, setAreaCatalogue } from '../i18n/index.ts';
import { drawListAtOnce } from '../pages/index/meetings-panel.tsx';
import { findRoute } from '../routes.ts';

export type FirstScreen = 'home' | 'login';

/** The screen as the app's first render draws it at `#/` (home, signed in) or at the sign-in route. */
export async function renderFirstScreen(screen: FirstScreen): Promise<string> {
	setAreaCatalogue(() => Promise.resolve(areaLoaders));
	drawListAtOnce();
	const route = findRoute(screen === 'home' ? '/' : '/pages/login/login');
	if (!route) throw new Error(`no route for ${screen}`);
	// the page's data first, as the app's start asks for it (the day's reply answers at once here):
	const data = screen === 'home' ? route.prefetch?.() : undefined;
	await Promise.all([initLanguage(), route.page.preload(), data]);
	let failed: unknown;
	const html = renderToString(
		<ErrorBoundary where="shell" report={(error) => (failed ??= error)}>
			<App />
		</ErrorBoundary>,
	);
	if (failed) throw failed;
	return html;
}
