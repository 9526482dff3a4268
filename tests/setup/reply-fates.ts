// The one table of which replies spend an Idempotency-Key: the app's money rule (tests/unit/money/rule.test.ts)
// and the server's key store (tests/api/final-reply.test.ts) are both run through it.

export type Fate = 'spent' | 'kept';

const IN_PROGRESS = 'idempotency_in_progress';

// every status class a money POST can meet, with what the server (or what stood in front of it) meant:
// the second column is the server's refusal code (`code` in the envelope):
export const STATUSES: [status: number, reason: string, expected: Fate, why: string][] = [
	[200, '', 'spent', 'done: the reply is stored under the key'],
	[201, '', 'spent', 'any 2xx is done'],
	[204, '', 'spent', 'any 2xx is done'],
	[400, 'insufficient_balance', 'spent', 'the server looked and said no, and stored that'],
	[400, 'idempotency_key_required', 'spent', 'the same request can only meet the same answer'],
	[401, 'session_expired', 'kept', 'refused before the key was read'],
	[402, '', 'kept', 'refused before the key was read'],
	[403, 'self_excluded_until', 'spent', 'a stored refusal'],
	[404, 'not_found', 'spent', 'a stored refusal'],
	[408, '', 'kept', 'the request was not taken in'],
	[409, IN_PROGRESS, 'kept', 'the first send of this key may still land'],
	[409, 'odds_changed', 'spent', 'a stored refusal'],
	[409, 'sold_out', 'spent', 'a stored refusal'],
	[413, 'body_too_large', 'spent', 'the same request can only meet the same answer'],
	[422, 'idempotency_key_reused', 'spent', 'the key can never carry it'],
	[425, '', 'kept', 'the request was not taken in'],
	[429, 'rate_limited', 'kept', 'not looked at: a retry is the same action'],
	[500, 'internal_error', 'kept', 'the server frees the key; the money may have moved'],
	[502, '', 'kept', 'a proxy: the server may have acted'],
	[503, '', 'kept', 'the server frees the key'],
	[504, '', 'kept', 'a proxy gave up waiting; the server may have acted'],
	[0, '', 'kept', 'no reply at all'],
	[302, '', 'kept', 'not an answer about the request'],
];
