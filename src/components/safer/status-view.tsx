// Loading, error (with retry) and empty states shared by the safer-play pieces.
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n/index.ts';
import type { LoadStatus } from '../../state/common/model-deps.ts';
import { EmptyState } from '../empty-state.tsx';
import { Loading } from '../loading.tsx';

export function StatusView(props: { status: LoadStatus; empty: boolean; retry(): void; children: ComponentChildren }) {
	if (props.status === 'error') {
		return (
			<p role="alert">
				{t('safer.loadFailed')}{' '}
				<button type="button" class="btn" onClick={props.retry}>
					{t('common.retry')}
				</button>
			</p>
		);
	}
	if (props.empty) return props.status === 'ready' ? <EmptyState /> : <Loading />;
	return <>{props.children}</>;
}
