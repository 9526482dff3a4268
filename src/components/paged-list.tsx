// A pull-to-refresh, paged list: first load, error with retry, empty, rows, then load-more near the bottom.
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { reasonOf } from '../state/common/failure-text.ts';
import type { Pager } from '../state/common/pager-model.ts';
import { showToast } from '../state/shell/toast.ts';
import { EmptyState } from './empty-state.tsx';
import { LoadError } from './load-error.tsx';
import { LoadMore } from './load-more.tsx';
import { Loading } from './loading.tsx';
import { usePullRefresh } from './use-pull-refresh.ts';
import { useReachBottom } from './use-reach-bottom.ts';

export interface PagedListProps<T> {
	pager: Pager<T>;
	row(item: T): ComponentChildren;
	/** How the list loads when it is shown: page 1 again, unless the model keeps its pages. */
	load?: () => Promise<void>;
	/** What the list says when it could not load, above the reason. */
	failed?: string;
	/** What an empty list says. */
	empty?: string;
	/** The list element's class; its rows are <li>s. */
	className?: string;
}

export function PagedList<T>({ pager, row, load, failed, empty, className = 'w-list' }: PagedListProps<T>) {
	const retry = () => pager.refresh().catch(() => {});
	// a failed pull keeps the list and says why:
	usePullRefresh(() => pager.refresh().catch((e: unknown) => showToast(reasonOf(e))));
	useReachBottom(() => void pager.loadMore());
	useEffect(() => {
		void (load ? load() : retry());
	}, [pager]);
	const status = pager.status.value;
	const items = pager.items.value;
	if (status === 'idle' || status === 'loading') return <Loading />;
	if (status === 'error') {
		return (
			<LoadError retry={retry}>
				{failed && (
					<>
						{failed}
						<br />
					</>
				)}
				{pager.error.value}
				<br />
				{t('common.retry')}
			</LoadError>
		);
	}
	if (!items.length) return <EmptyState text={empty} />;
	return (
		<>
			<ul class={className}>{items.map(row)}</ul>
			<LoadMore status={pager.moreStatus.value} onLoad={() => void pager.loadMore()} />
		</>
	);
}
