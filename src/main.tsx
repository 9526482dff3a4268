import './styles/base.css';
import './styles/shell.css';
import './lib/sw-start.ts';
import { render } from 'preact';
import { App } from './app.tsx';
import { initLanguage } from './i18n/index.ts';
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
// fetch the first page's chunk while the language (if not English) loads:
findRoute(parseHash(location.hash).path)?.page.preload();
const root = document.getElementById('app')!;
initLanguage().then(() => {
	render(<App />, root);
	watchNetwork();
});
