// The line a list shows when it has nothing in it.
import { t } from '../i18n/index.ts';

export function EmptyState({ text }: { text?: string }) {
	return <p class="empty">{text ?? t('common.empty')}</p>;
}
