// What a failed wallet or account call tells the player: this page's offline text, else the one failure text.
import { t } from '../../i18n/index.ts';
import { failureText } from '../../state/common/failure-text.ts';
import { OfflineError } from '../../state/money/money-action-model.ts';

export const submitError = (error: unknown): string =>
	error instanceof OfflineError ? t('wallet.offline') : failureText(error, t('errors.submitFailed'));
