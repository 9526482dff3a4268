// What a failed sign-in or sign-up tells the player: the one failure text, with the network error as fallback.
import { t } from '../../i18n/index.ts';
import { failureText } from '../../state/common/failure-text.ts';

export const errorText = (error: unknown) => failureText(error, t('errors.network'));
