// Wraps every routed page: document.title, shared header, pull-to-refresh and the tab bar come from the route table.
import { useEffect, useLayoutEffect, useMemo } from 'preact/hooks';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { Header } from '../components/header.tsx';
import { PullToRefresh } from '../components/pull-to-refresh.tsx';
import { TabBar } from '../components/tab-bar.tsx';
import { PullRefreshContext, type RefreshHandler } from '../components/use-pull-refresh.ts';
import { t } from '../i18n/index.ts';
import { network } from '../state/shell/network.ts';
import { AsyncPage } from './async-page.tsx';
import { reportError } from './error-report.ts';
import type { RouteDef } from './route.ts';

const nothingToRefresh: RefreshHandler = () => Promise.resolve();

export function PageFrame({ route, query }: { path: string; route: RouteDef; query?: Record<string, string> }) {
	const text = t(route.title);
	// a title whose text area is still on its way stays blank rather than showing its key:
	const title = text === route.title ? '' : text;
	// before the page's own effects, so a page that titles itself (a race, a match) has the last word on a return:
	useLayoutEffect(() => {
		if (title) document.title = title;
	}, [title]);
	const slot = useMemo(() => ({ current: nothingToRefresh }), []);
	// back online, the page's lists come again at once, as a pull would bring them:
	useEffect(() => network.onReconnect(() => void slot.current().catch(() => {})), [slot]);
	const body = (
		<ErrorBoundary where="page" report={reportError}>
			<AsyncPage page={route.page} options={query ?? {}} />
		</ErrorBoundary>
	);
	return (
		<div class={route.tabBar ? 'page page-tabbed' : 'page'}>
			{!route.customHeader && <Header title={title} />}
			<main id="main" class="page-body">
				{route.pullToRefresh ? (
					<PullRefreshContext.Provider value={slot}>
						<PullToRefresh onRefresh={() => slot.current()}>{body}</PullToRefresh>
					</PullRefreshContext.Provider>
				) : (
					body
				)}
			</main>
			{route.tabBar && <TabBar />}
		</div>
	);
}
