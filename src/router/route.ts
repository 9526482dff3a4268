// What the route table says about a page, and the helper that fills in its defaults and its loader.
import type { ComponentType } from 'preact';
import { lazy } from '../../shared/lib/lazy.ts';
import type { PageProps } from '../components/page-props.ts';
import { loadAreas } from '../i18n/index.ts';
import type { LazyPage } from './async-page.tsx';

export interface RouteDef {
	path: string;
	/** i18n key of the title, shown in the shared header and as document.title. */
	title: string;
	/** The page draws its own header. */
	customHeader: boolean;
	pullToRefresh: boolean;
	/** Distance in px from the bottom at which the page loads more. */
	reachBottom?: number;
	/** Reachable without signing in. */
	public?: boolean;
	/** Shows the bottom navigation bar. */
	tabBar?: boolean;
	/** Text areas the page shows beyond the bundled core; fetched alongside its chunk, so it paints once. */
	areas: readonly string[];
	page: LazyPage;
	/** Asks for the page's data; called before the first render when the app opens on this route. */
	prefetch?: () => unknown;
}

type RouteInput = Omit<RouteDef, 'customHeader' | 'pullToRefresh' | 'areas' | 'page'> &
	Partial<Pick<RouteDef, 'customHeader' | 'pullToRefresh' | 'areas'>> &
	({ load: () => Promise<{ default: ComponentType<PageProps> }> } | { page: LazyPage });

/** A route with its flags off unless set; a `load`ed page arrives with its text areas, in one wait. */
export function route({ customHeader = false, pullToRefresh = false, areas = [], ...def }: RouteInput): RouteDef {
	const page =
		'page' in def ? def.page : lazy(() => Promise.all([def.load(), loadAreas(areas)]).then(([m]) => m.default));
	return { ...def, customHeader, pullToRefresh, areas, page };
}
