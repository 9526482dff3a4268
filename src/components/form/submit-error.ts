// What a failed wallet or account call tells the player: offline, the server's message, or a translated fallback.
import { isApiError } from '../../api/errors.ts';
import { t } from '../../i18n/index.ts';
import { OfflineError } from '../../state/wallet-model.ts';

export function submitError(error: unknown): string {
	if (error instanceof OfflineError) return t('wallet.offline');
	if (isApiError(error) || error instanceof Error) return error.message || t('errors.submitFailed');
	return t('errors.submitFailed');
}
