// When a failed money send is final: the server's answer decides, by the one rule in shared/money/final-reply.ts.
import { spendsKey } from '../../../shared/money/final-reply.ts';
import { isApiError, REJECTED } from '../../api/errors.ts';

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
