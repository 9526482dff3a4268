// When a money reply is final (its Idempotency-Key is spent) and when the action may still land (the key is kept).
// The server (server/http/idempotency.ts) stores every reply below 500 as the key's answer and frees the key on a 5xx.
import { isApiError, REJECTED } from '../api/errors.ts';

// the server's own duplicate-in-flight 409 carries this code; other 409s (odds changed, sold out) are stored refusals:
const IN_FLIGHT = 'idempotency_in_progress';

/**
 * True when a reply with this status settles the action, so its key is spent; false when the same action may
 * still land or was never looked at, so a retry must reuse the key.
 */
export function spendsKey(status: number, reason = ''): boolean {
	if (status >= 200 && status < 300) return true;
	if (status < 400 || status >= 500) return false;
	// 401/402: the session, refused before the key was read; 408/425/429: the request was not taken in:
	if ([401, 402, 408, 425, 429].includes(status)) return false;
	// 422 (this key went with another payload) is final: the key can never carry this payload.
	return !(status === 409 && reason === IN_FLIGHT);
}

/** The status the reply carried: a failing HTTP status wins, else the envelope's (the legacy HTTP 200 contract). */
const statusOf = (httpStatus: number, status: number) => (httpStatus >= 300 ? httpStatus : status || httpStatus);

/**
 * True when a failed money send is final. Only the server's answer can be: no reply, a timeout, an abort, an
 * expired session or anything unexpected keeps the key, since the request may have reached the server.
 */
export function failureSpendsKey(error: unknown): boolean {
	if (!isApiError(error) || error.code !== REJECTED) return false;
	return spendsKey(statusOf(error.httpStatus, error.status), error.reason);
}
