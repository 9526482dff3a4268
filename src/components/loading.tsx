// The spinner, and a spinner with its "loading" text for a whole page or section.
import { t } from '../i18n/index.ts';

export const Spinner = () => <span class="spinner" aria-hidden="true" />;

export function Loading({ label, className }: { label?: string; className?: string }) {
	return (
		<div class={className ? `loading ${className}` : 'loading'} role="status">
			<Spinner />
			<span>{label ?? t('shell.loading')}</span>
		</div>
	);
}
