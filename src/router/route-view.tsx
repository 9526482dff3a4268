// Shows the route matching the hash. Routes have no parameters, so an exact path match is all the routing there is
// (preact-iso's Router did the same with pattern matching nobody used; docs/frontend.md has what it weighed).
import { useLayoutEffect, useRef } from 'preact/hooks';
import { lazy } from '../../shared/lib/lazy.ts';
import { focusNext } from '../components/focus/focus-next.ts';
import { appNav, type HashNav, parseHash } from '../lib/hash-nav.ts';
import { AsyncPage, type LazyPage } from './async-page.tsx';
import { PageFrame } from './page-frame.tsx';
import type { RouteDef } from './route.ts';

// a mistyped address is rare: its page loads when asked for, like any other
const notFound: LazyPage = lazy(() => import('./not-found.tsx').then((m) => m.NotFound));

export function RouteView({ routes, nav = appNav() }: { routes: readonly RouteDef[]; nav?: HashNav }) {
	const { path, query } = parseHash(nav.url.value);
	const route = routes.find((r) => r.path === path);
	const opened = useRef(false);
	// a new page starts at the top; back and forward keep the browser's own scroll:
	useLayoutEffect(() => {
		if (nav.wasPush()) scrollTo(0, 0);
		// every page after the first announces itself: focus on its heading (the first page starts with the skip link):
		if (opened.current) focusNext('page-title');
		opened.current = true;
	}, [path, nav]);
	// keyed by path so moving between routes mounts a fresh page:
	return route ? (
		<PageFrame key={route.path} path={route.path} route={route} query={query} />
	) : (
		<AsyncPage key="*" page={notFound} options={{}} />
	);
}
