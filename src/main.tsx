// The app's start: service worker, version, sign-in guard, the first page's chunk and data, then the first render.
import './styles/base.css';
import './styles/shell.css';
// the login form's look comes with the first paint: index.html's login shell wears it (scripts/build/first-shell.ts)
import './styles/form.css';
import { hydrate, render } from 'preact';
import { App } from './app.tsx';
import { ErrorBoundary } from './components/error-boundary.tsx';
import { watchNetwork } from './components/network-notice.ts';
import { areaLoaders } from './i18n/area-loaders.ts';
import { initLanguage, setAreaCatalogue } from './i18n/index.ts';
import { firstContent } from './lib/first-content.ts';
import { appNav, parseHash, redirect } from './lib/hash-nav.ts';
import { watchLayout } from './lib/layout.ts';
import { nextTask } from './lib/next-task.ts';
import { shellCopy } from './lib/shell-typing.ts';
import { startPwa } from './lib/sw-start.ts';
import { stampVersion } from './lib/version.ts';
import { drawListAtOnce } from './pages/index/meetings-panel.tsx';
import { reportError } from './router/error-report.ts';
import { findRoute } from './routes.ts';
import { session } from './state/session/session.ts';
import { startSessionGuard } from './state/session/session-guard.ts';

// The start, in steps a task each: on a budget phone the modules' evaluation and the start together were one long
// task that input waited behind; each step here is a short slice of it.
async function start() {
	await nextTask();
	// first what the first render needs and the requests it waits for. Before that render, so a signed-out player never
	// sees a private page:
	startSessionGuard({ url: appNav().url, loggedIn: session.loggedIn, findRoute, redirect });
	watchLayout();
	// the map of text chunks comes with the entry, so the first page's text is asked for alongside
	// its chunk rather than a round trip later, after a chunk holding the map:
	setAreaCatalogue(() => Promise.resolve(areaLoaders));
	// the sign-in guard (which may rewrite the address) and the first route's requests are a task each:
	await nextTask();
	// fetch the first page's chunk with its text areas, and its data, while the language (if not English) loads and the
	// app renders; a failure shows on the page, which asks again:
	const firstRoute = findRoute(parseHash(location.hash).path);
	firstRoute?.page.preload().catch(() => {});
	const signedIn = !firstRoute?.public && session.loggedIn.peek();
	const root = document.getElementById('app')!;
	// with a shell of the first screen on show (index.html), the first render waits for the first page, so the shell
	// gives way to that page and not to an empty frame or a loading indicator:
	const shell = document.documentElement.dataset.first;
	const shown = root.querySelector(`[data-shell=${shell}]`);
	// the server drew the shell on show with the day the app now has (marked only then, by
	// server/first-screen/embed-script.ts): the app attaches to it, its first render drawing the same
	const drawn = shown?.hasAttribute('data-ssr') && signedIn;
	const data = signedIn ? firstRoute?.prefetch?.() : undefined;
	const firstPage = shell ? firstRoute?.page.preload().catch(() => {}) : undefined;
	if (drawn) drawListAtOnce();
	// the first render gets a task of its own: evaluating the entry and rendering the page in one go is one long task
	// on a budget phone (input waits for all of it); the first route's requests are already on their way by now.
	Promise.all([initLanguage(), firstPage, drawn && Promise.resolve(data).catch(() => {})]).then(() =>
		setTimeout(() => {
			const app = (
				<ErrorBoundary where="shell" report={reportError}>
					<App />
				</ErrorBoundary>
			);
			// the drawn screen's nodes become the app's, nothing drawn twice and nothing moved:
			if (drawn) {
				root.replaceChildren(...shown!.childNodes);
				return hydrate(app, root);
			}
			// the shell goes in the same task as the app comes, so no frame shows neither; what was typed into it stays:
			shellCopy.at = [shown, document.activeElement];
			root.textContent = '';
			render(app, root);
		}, 0),
	);
	// then the rest, in a task of its own that comes before the first render's: logging the version is a long task on a budget
	// phone while a debugger listens (as Lighthouse does)
	await nextTask();
	// development serves modules straight from source: no worker there.
	if (import.meta.env.PROD) startPwa(window, () => import('./components/mount-pwa.ts'));
	stampVersion();
	// the network toasts start with the entry: a connection lost before the late shell arrives would stop its chunk from
	// arriving, and the player would hear of neither the loss nor the return
	watchNetwork();
	// handler and promise errors join the report once the first page is up, in a chunk of their own: the first screen
	// neither waits for nor carries it
	void firstContent
		.painted()
		.then(() => import('./lib/global-errors.ts'))
		.then(
			(m) => m.watchGlobalErrors(window, reportError),
			() => {},
		);
}

void start();
