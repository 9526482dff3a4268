import { t } from '../i18n/index.ts';
import type { LoadMoreStatus } from '../state/common/model-deps.ts';
import { Spinner } from './loading.tsx';

export function LoadMore({ status, onLoad }: { status: LoadMoreStatus; onLoad: () => void }) {
	if (status === 'loading') {
		return (
			<div class="load-more" role="status">
				<Spinner />
				{t('shell.loading')}
			</div>
		);
	}
	if (status === 'no-more') return <p class="load-more">{t('shell.noMore')}</p>;
	return (
		<button type="button" class="load-more" onClick={onLoad}>
			{t(status === 'error' ? 'shell.loadMoreFailed' : 'shell.loadMore')}
		</button>
	);
}
