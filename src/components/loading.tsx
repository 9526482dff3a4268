import { t } from '../i18n/index.ts';

export const Spinner = () => <span class="spinner" aria-hidden="true" />;

export function Loading({ label }: { label?: string }) {
	return (
		<div class="loading" role="status">
			<Spinner />
			<span>{label ?? t('shell.loading')}</span>
		</div>
	);
}
