// Every refusal the server can give, by stable code, with the kind of each parameter its text uses.
// Codes are part of the API: add new ones, never rename. Statuses live at the HTTP edge, words in server/i18n.
import { type BetMessageKey, betMessagesEn } from '../../shared/bets/messages-en.ts';

/** Parameters that are one of a few values; each language names them in its catalogue's `words`. */
export const WORDS = {
	leg: ['first', 'second'],
	period: ['day', 'week', 'month'],
	limit_kind: ['deposit', 'bet'],
} as const;
export type WordKind = keyof typeof WORDS;

/** money: integer cents; time: an ISO instant; field: a request field's name; text: shown as given. */
export type ParamKind = 'money' | 'number' | 'text' | 'time' | 'field' | WordKind;

const field = { field: 'field' } as const;

export const ERRORS = {
	not_found: {},
	server_busy: {},
	database_unavailable: {},
	server_draining: {},
	topup_not_found: {},
	sms_invalid_phone: {},
	sms_unavailable: {},
	bank_transfer_unavailable: {},
	online_topup_unavailable: {},
	signature_missing: {},
	signature_malformed: {},
	signature_stale: {},
	signature_mismatch: {},
	bad_request: {},
	internal_error: {},
	body_too_large: {},
	body_not_json: {},
	body_too_deep: {},
	query_too_long: {},
	body_not_object: {},
	field_required: field,
	field_unknown: field,
	field_invalid: field,
	field_not_text: field,
	field_not_number: field,
	field_not_finite: field,
	field_whole_number: field,
	field_whole_range: { ...field, min: 'number', max: 'number' },
	field_not_list: field,
	field_too_short: { ...field, min: 'number' },
	field_too_long: { ...field, max: 'number' },
	field_min: { ...field, min: 'number' },
	field_max: { ...field, max: 'number' },
	field_too_large: field,
	field_positive: field,
	field_decimals: field,
	field_amount_max: { ...field, max: 'money' },
	field_one_of: { ...field, options: 'text' },
	field_date: field,
	field_id: field,
	field_bet_type: { ...field, max: 'number' },
	field_runners: field,
	field_too_many_runners: { ...field, max: 'number' },
	field_user_name: field,
	field_phone: field,
	field_digits: { ...field, count: 'number' },
	field_digits_range: { ...field, min: 'number', max: 'number' },
	field_card_number: field,
	field_invite_code: field,
	field_stream_id: field,
	field_color: field,
	field_control_chars: field,
	field_not_unicode: field,
	field_entry_type: field,
	field_short_name: field,
	field_time_zone: field,
	session_expired: {},
	wrong_credentials: {},
	wrong_old_password: {},
	user_name_taken: {},
	invite_code_unknown: {},
	code_expired: {},
	code_incorrect: {},
	rate_limited: {},
	signin_needs_code: {},
	signin_code_limited: {},
	signin_address_busy: {},
	operator_token_required: {},
	idempotency_key_required: {},
	idempotency_key_invalid: {},
	idempotency_key_reused: {},
	idempotency_in_progress: {},
	insufficient_balance: {},
	topup_amount_range: { min: 'money', max: 'money' },
	withdraw_amount_range: { min: 'money', max: 'money' },
	bank_card_required: {},
	statement_dates_reversed: {},
	deposit_limit: { left: 'money', period: 'period' },
	bet_limit_per_bet: { max: 'money' },
	bet_limit_day: { left: 'money' },
	self_excluded_until: { until: 'time' },
	self_excluded_permanently: {},
	exclusion_confirm: { word: 'text' },
	exclusion_already_permanent: {},
	exclusion_only_extend: { until: 'time' },
	limit_period_invalid: { kind: 'limit_kind', options: 'text' },
	device_not_found: {},
	item_not_found: {},
	sold_out: {},
	stock_short: { left: 'number' },
	sport_stake_range: { min: 'money', max: 'money' },
	event_not_found: {},
	event_closed: {},
	selection_not_found: {},
	odds_changed: { odds: 'text' },
	race_not_found: {},
	order_not_found: {},
	bet_race_not_found: { leg: 'leg' },
	bet_race_not_in_meeting: { leg: 'leg' },
	bet_race_closed: { leg: 'leg' },
	account_suspended: {},
	staff_session_expired: {},
	staff_second_factor_required: {},
	staff_forbidden: {},
	staff_not_found: {},
	staff_totp_enrolled: {},
	staff_totp_not_enrolled: {},
	staff_code_incorrect: {},
	staff_not_yourself: {},
	staff_last_admin: {},
	request_not_found: { id: 'number' },
	request_decided: { id: 'number', status: 'text' },
	player_not_found: {},
	card_changed: {},
	event_already_settled: { status: 'text' },
	correction_reason_required: {},
	race_voided: {},
	race_not_started: { start: 'time' },
	feed_change_not_found: {},
	runner_not_found: { runner: 'number' },
	result_invalid: { problem: 'text' },
	feed_invalid: { problem: 'text' },
} as const satisfies Record<string, Readonly<Record<string, ParamKind>>>;

type Snake<S extends string> = S extends `${infer C}${infer Rest}`
	? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<Rest>}`
	: '';
type BetProblemKey = Extract<BetMessageKey, `bet.err.${string}`>;
/** The bet form's own problems (shared/bets/validate.ts): `bet.err.needRunners` is refused as `bet_need_runners`. */
export type BetCode = BetProblemKey extends `bet.err.${infer P}` ? `bet_${Snake<P>}` : never;

export const betCode = (problem: string) => `bet_${problem.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** The bet problems' keys in shared/bets/messages-*.ts, by the code they are refused with. */
export const BET_KEYS = Object.fromEntries(
	Object.keys(betMessagesEn)
		.filter((key) => key.startsWith('bet.err.'))
		.map((key) => [betCode(key.slice('bet.err.'.length)), key]),
) as Record<BetCode, BetProblemKey>;

type PlainCode = keyof typeof ERRORS;
export type ErrorCode = PlainCode | BetCode;
export type FieldCode = { [C in PlainCode]: 'field' extends keyof (typeof ERRORS)[C] ? C : never }[PlainCode];

type ValueOf<K> = K extends 'money' | 'number'
	? number
	: K extends WordKind
		? (typeof WORDS)[K][number]
		: K extends 'text'
			? string | number
			: string;

export type ErrorParams<C extends ErrorCode> = C extends PlainCode
	? { -readonly [P in keyof (typeof ERRORS)[C]]: ValueOf<(typeof ERRORS)[C][P]> }
	: Record<string, string | number>;

export const ALL_CODES = [...Object.keys(ERRORS), ...Object.keys(BET_KEYS)] as ErrorCode[];
export const isErrorCode = (code: string): code is ErrorCode => code in ERRORS || code in BET_KEYS;
