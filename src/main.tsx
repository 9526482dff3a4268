import './styles/base.css';
import './styles/shell.css';
import './lib/sw-start.ts';
import { render } from 'preact';
import { App } from './app.tsx';
import { initLanguage, loadAreas, setAreaCatalogue } from './i18n/index.ts';
import { areasFor } from './i18n/route-areas.ts';
import { watchLayout } from './lib/layout.ts';
import { watchNetwork } from './lib/network-notice.ts';
import { stampVersion } from './lib/version.ts';
import { appNav, parseHash } from './router/hash-nav.ts';
import { findRoute } from './routes.ts';
import { guardRoutes } from './state/session-guard-app.ts';

stampVersion();
appNav();
guardRoutes();
watchLayout();
setAreaCatalogue(() => import('./i18n/area-loaders.ts').then((m) => m.areaLoaders));
// fetch the first page's chunk and text while the language (if not English) loads:
const first = parseHash(location.hash).path;
findRoute(first)?.page.preload();
loadAreas(areasFor(first)).catch(() => {});
const root = document.getElementById('app')!;
initLanguage().then(() => {
	render(<App />, root);
	watchNetwork();
});
