// What a failure tells the player, in one place: money sends, form submits, reads and sign-in all ask here.
import { BAD_REPLY, EXPIRED, isApiError, REJECTED } from '../../api/errors.ts';
import { t } from '../../i18n/index.ts';

/**
 * A failure's own text (the server's refusal, or the client's translated timeout, network or session text), else the
 * fallback; a reply that could not be read is said in the player's words, never as its status or a script's error.
 */
export const failureText = (error: unknown, fallback: string) =>
	isApiError(error) && error.code === BAD_REPLY ? t('errors.badReply') : (ours(error) && error.message) || fallback;

// a script's own failure ("Cannot read properties of null") is a bug to log, not a text for the player:
const ours = (error: unknown): error is Error =>
	error instanceof Error &&
	!(
		error instanceof TypeError ||
		error instanceof RangeError ||
		error instanceof SyntaxError ||
		error instanceof ReferenceError
	);

/** A failed read's text, for a toast over data that stays as it was. */
export const reasonOf = (error: unknown) =>
	typeof error === 'string' ? error : failureText(error, t('errors.loadFailed'));

/** A money send whose reply could not be read, and what its read-back found: said as it is, key kept. */
export class Unconfirmed extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'Unconfirmed';
	}
}

/**
 * What a money send that did not go through says: the server's answer as it said it, 'Failed to submit form' when
 * no reply came, and null when the session already told the player it expired (and went to login).
 */
export function sendFailureText(error: unknown, t: (key: string) => string): string | null {
	if (isApiError(error) && error.code === EXPIRED) return null;
	if (error instanceof Unconfirmed) return error.message;
	return failureText(isApiError(error) && error.code === REJECTED ? error : null, t('errors.submitFailed'));
}
