import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/compat';
import { Loading } from '../components/loading.tsx';
import { loadAreas, t } from '../i18n/index.ts';
import { type Clock, realClock } from '../lib/clock.ts';
import { firstContent } from '../lib/first-content.ts';
import { type LoadPhase, watchLoad } from './load-watch.ts';

export interface PageProps {
	/** The route's query string, e.g. #/pages/detail/detail?id=7 → { id: '7' }. */
	options: Record<string, string>;
}

export type LazyPage = ComponentType<PageProps> & { preload: () => Promise<unknown> };

// pages already fetched render at once, with no empty frame:
const loaded = new WeakSet<LazyPage>();

/** A page bundled with the first paint: it renders in the first frame, with nothing to fetch. */
export function eagerPage(Page: ComponentType<PageProps>): LazyPage {
	const page = Object.assign((props: PageProps) => <Page {...props} />, { preload: () => Promise.resolve(Page) });
	loaded.add(page);
	return page;
}
const NONE: readonly string[] = [];

export function AsyncPage({
	page,
	options,
	areas = NONE,
	clock = realClock,
	reload = () => location.reload(),
}: PageProps & { page: LazyPage; areas?: readonly string[]; clock?: Clock; reload?: () => void }) {
	const [phase, setPhase] = useState<LoadPhase>(loaded.has(page) ? 'ready' : 'waiting');
	useEffect(() => {
		// another view of this page may have loaded it between this render and this effect:
		if (loaded.has(page)) {
			setPhase('ready');
			return;
		}
		// the page's text arrives alongside its chunk, so it paints once, in the right language:
		return watchLoad(Promise.all([page.preload(), loadAreas(areas)]), clock, (next) => {
			if (next === 'ready') loaded.add(page);
			setPhase(next);
		});
	}, [page, areas, clock]);

	// after the page's own effects (children's run first), so the requests it sends are already counted:
	useEffect(() => {
		if (phase === 'ready') firstContent.pageShown();
	}, [phase]);

	if (phase === 'ready') {
		const Page = page;
		return <Page options={options} />;
	}
	if (phase === 'loading') return <Loading className="page-loading" />;
	if (phase === 'error') {
		return (
			<button type="button" class="load-error" onClick={reload}>
				{t('shell.loadFailed')}
			</button>
		);
	}
	return null;
}
