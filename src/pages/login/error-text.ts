// What a failed sign-in or sign-up tells the player: the server's message, or a translated fallback.
import { t } from '../../i18n/index.ts';

export const errorText = (error: unknown) => (error instanceof Error && error.message) || t('errors.network');

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
