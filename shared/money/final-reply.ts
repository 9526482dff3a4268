// Which replies to a money request are final, so its Idempotency-Key is spent: the server stores exactly these
// as the key's answer (any other reply rolls back and frees the key), and the app settles its draft on exactly these.

// the server's own duplicate-in-flight 409 carries this code; other 409s (odds changed, sold out) are stored refusals:
const IN_FLIGHT = 'idempotency_in_progress';

// 401/402: the session, refused before the key was read; 408/425/429: the request was not taken in:
const NOT_TAKEN_IN: readonly number[] = [401, 402, 408, 425, 429];

/**
 * True when a reply with this status (and refusal code) settles the action, so its key is spent; false when the
 * same action may still land or was never looked at, so a retry must reuse the key and the server must not keep it.
 */
export function spendsKey(status: number, code = ''): boolean {
	if (status >= 200 && status < 300) return true;
	if (status < 400 || status >= 500) return false;
	if (NOT_TAKEN_IN.includes(status)) return false;
	// 422 (this key went with another payload) is final: the key can never carry this payload.
	return !(status === 409 && code === IN_FLIGHT);
}
