import './styles/base.css';
import './styles/shell.css';
import './lib/sw-start.ts';
import { render } from 'preact';
import { App } from './app.tsx';
import { areaLoaders } from './i18n/area-loaders.ts';
import { initLanguage, loadAreas, setAreaCatalogue } from './i18n/index.ts';
import { areasFor } from './i18n/route-areas.ts';
import { watchLayout } from './lib/layout.ts';
import { watchNetwork } from './lib/network-notice.ts';
import { stampVersion } from './lib/version.ts';
import { appNav, parseHash } from './router/hash-nav.ts';
import { findRoute } from './routes.ts';
import { session } from './state/session.ts';
import { guardRoutes } from './state/session-guard-app.ts';

stampVersion();
appNav();
guardRoutes();
watchLayout();
// the map of text chunks comes with the entry, so the first page's text is asked for alongside
// its chunk rather than a round trip later, after a chunk holding the map:
setAreaCatalogue(() => Promise.resolve(areaLoaders));
// fetch the first page's chunk, text and data while the language (if not English) loads and the app renders:
const first = parseHash(location.hash).path;
const firstRoute = findRoute(first);
firstRoute?.page.preload();
if (!firstRoute?.public && session.loggedIn.peek()) firstRoute?.prefetch?.();
loadAreas(areasFor(first)).catch(() => {});
const root = document.getElementById('app')!;
// the first render gets a task of its own: evaluating the entry and rendering the page in one go is one long task
// on a budget phone (input waits for all of it); the first route's requests are already on their way by now.
initLanguage().then(() =>
	setTimeout(() => {
		render(<App />, root);
		watchNetwork();
	}, 0),
);
