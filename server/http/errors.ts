// The last word on every failure: an envelope with a code and a message in the player's language,
// never a stack trace or the caller's input.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../deps.ts';
import type { ErrorCode } from '../domain/error-codes.ts';
import { DomainError } from '../domain/errors.ts';
import { contentLanguage, type Lang, pickLanguage } from '../i18n/language.ts';
import { messageFor } from '../i18n/messages.ts';
import { fail } from './envelope.ts';

/** Every code not listed here is a 400. */
const STATUS: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
	session_expired: 401,
	wrong_credentials: 401,
	operator_token_required: 403,
	self_excluded_until: 403,
	self_excluded_permanently: 403,
	not_found: 404,
	topup_not_found: 404,
	sms_unavailable: 503,
	signature_stale: 401,
	signature_mismatch: 401,
	device_not_found: 404,
	item_not_found: 404,
	event_not_found: 404,
	race_not_found: 404,
	order_not_found: 404,
	runner_not_found: 404,
	race_voided: 409,
	race_not_started: 409,
	feed_change_not_found: 404,
	idempotency_in_progress: 409,
	sold_out: 409,
	stock_short: 409,
	odds_changed: 409,
	body_too_large: 413,
	idempotency_key_reused: 422,
	rate_limited: 429,
	signin_needs_code: 429,
	signin_code_limited: 429,
	signin_address_busy: 429,
	internal_error: 500,
	server_busy: 503,
	account_suspended: 403,
	staff_session_expired: 401,
	staff_second_factor_required: 401,
	staff_forbidden: 403,
	staff_not_found: 404,
	staff_code_incorrect: 401,
	staff_not_yourself: 403,
	staff_last_admin: 409,
	request_not_found: 404,
	request_decided: 409,
	player_not_found: 404,
	card_changed: 409,
	event_already_settled: 409,
	database_unavailable: 503,
	query_too_long: 414,
	server_draining: 503,
};

const statusOf = (code: ErrorCode): ContentfulStatusCode => STATUS[code] ?? 400;

/** Replies to a refusal in the language the request asked for. */
export function refuse(c: Context, err: DomainError, status = statusOf(err.code)) {
	const lang = pickLanguage(c.req.header('accept-language'));
	const message = messageFor(lang, err.code, err.params);
	return fail(c, status, err.code, message, { 'Content-Language': contentLanguage(lang) });
}

export interface Refusal {
	status: ContentfulStatusCode;
	code: ErrorCode;
	message: string;
}

/** The reply a known refusal gets in `lang`, or null for a fault of ours (answered 500 and logged). */
export function refusalOf(err: unknown, lang: Lang): Refusal | null {
	const known =
		err instanceof DomainError
			? { err, status: statusOf(err.code) }
			: err instanceof HTTPException && err.status < 500
				? { err: new DomainError('bad_request'), status: err.status as ContentfulStatusCode }
				: null;
	if (!known) return null;
	return { status: known.status, code: known.err.code, message: messageFor(lang, known.err.code, known.err.params) };
}

export function errorHandler(logger: Logger) {
	return (err: Error, c: Context) => {
		if (err instanceof DomainError) return refuse(c, err);
		if (err instanceof HTTPException && err.status < 500) return refuse(c, new DomainError('bad_request'), err.status);
		// the outage itself is logged once where it starts (db/outage.ts), the request by its access line:
		if (databaseUnavailable(err)) {
			const res = refuse(c, new DomainError('database_unavailable'));
			res.headers.set('Retry-After', '5');
			return res;
		}
		logger.error('unhandled error', { path: c.req.path, error: String(err?.stack ?? err) });
		return refuse(c, new DomainError('internal_error'));
	};
}

export const notFoundHandler = (c: Context) => refuse(c, new DomainError('not_found'));
