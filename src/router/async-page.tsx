// A routed page as it loads: nothing for 200 ms, then the loading indicator; an error view that reloads on click.
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Lazy } from '../../shared/lib/lazy.ts';
import { LoadError } from '../components/load-error.tsx';
import { Loading } from '../components/loading.tsx';
import type { PageProps } from '../components/page-props.ts';
import { useLazy } from '../components/use-lazy.ts';
import { t } from '../i18n/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { firstContent } from '../lib/first-content.ts';

export type LazyPage = Lazy<ComponentType<PageProps>>;

export function AsyncPage({
	page,
	options,
	clock = systemClock,
	reload = () => location.reload(),
}: PageProps & { page: LazyPage; clock?: Clock; reload?: () => void }) {
	const { value: Page, phase } = useLazy(page, true, clock);
	// after the page's own effects (children's run first), so the requests it sends are already counted:
	useEffect(() => {
		if (Page) firstContent.pageShown();
	}, [Page]);

	if (Page) return <Page options={options} />;
	if (phase === 'loading') return <Loading className="page-loading" />;
	if (phase === 'error') return <LoadError retry={reload}>{t('shell.loadFailed')}</LoadError>;
	return null;
}
