// A pull-to-refresh, paged list: first load, error with retry, empty, rows, then load-more at the bottom.
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/compat';
import { t } from '../../i18n/index.ts';
import type { Pager } from '../../state/wallet-pager.ts';
import { EmptyState } from '../empty-state.tsx';
import { LoadMore } from '../load-more.tsx';
import { Loading } from '../loading.tsx';
import { usePullRefresh } from '../use-pull-refresh.ts';
import { useReachBottom } from '../use-reach-bottom.ts';

export function PagedList<T>({ pager, row }: { pager: Pager<T>; row: (item: T) => ComponentChildren }) {
	usePullRefresh(() => pager.refresh());
	useReachBottom(() => pager.loadMore());
	useEffect(() => {
		pager.refresh().catch(() => {});
	}, [pager]);
	const status = pager.status.value;
	const items = pager.items.value;
	if (status === 'idle' || status === 'loading') return <Loading />;
	if (status === 'error') {
		return (
			<button type="button" class="load-error" onClick={() => pager.refresh().catch(() => {})}>
				{pager.error.value || t('wallet.loadFailed')}
				<br />
				{t('common.retry')}
			</button>
		);
	}
	if (!items.length) return <EmptyState />;
	return (
		<>
			<ul class="w-list">{items.map(row)}</ul>
			<LoadMore status={pager.moreStatus.value} onLoad={() => pager.loadMore()} />
		</>
	);
}

/** A status word with its colour, e.g. Pending / Approved / Rejected. */
export const StatusBadge = ({ status }: { status: string }) => (
	<span class={`w-status w-status-${status}`}>{t(`wallet.status.${status}`)}</span>
);
