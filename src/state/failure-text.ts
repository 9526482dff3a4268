// What a failure tells the player, in one place: money sends, form submits, reads and sign-in all ask here.
import { EXPIRED, isApiError, REJECTED } from '../api/errors.ts';

/** A failure's own text (the server's refusal, or the client's translated timeout, network or session text), else the fallback. */
export const failureText = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback;

/** A failed read's text, for a toast over data that stays as it was. */
export const reasonOf = (error: unknown) => failureText(error, String(error));

/**
 * What a money send that did not go through says: the server's answer as it said it, 'Failed to submit form' when
 * no reply came, and null when the session already told the player it expired (and went to login).
 */
export function sendFailureText(error: unknown, t: (key: string) => string): string | null {
	if (isApiError(error) && error.code === EXPIRED) return null;
	return failureText(isApiError(error) && error.code === REJECTED ? error : null, t('errors.submitFailed'));
}
