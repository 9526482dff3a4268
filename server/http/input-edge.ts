// One input rule at the edge of every API, the back office's included, before any route, schema or the database
// sees a request: a query string of bounded length, a JSON body of bounded depth (checked on the raw text, so a
// deep body never reaches a recursive parser or walker), and no NUL or lone surrogate in the path, the query or the
// body. PostgreSQL refuses NUL itself and turns a lone surrogate into U+FFFD: either would be a fault of ours late.
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../domain/errors.ts';
import { refuse } from './errors.ts';
import { fieldError } from './rules.ts';

export const MAX_QUERY_CHARS = 4096;
export const MAX_JSON_DEPTH = 32;

// with the u flag only an unpaired surrogate is a code point of its own:
const LONE_SURROGATE = /\p{Cs}/u;
const OPEN = new Set(['{', '[']);
const CLOSE = new Set(['}', ']']);

/** True once the JSON text nests deeper than `max`; strings are skipped, so brackets inside them do not count. */
export function deeperThan(text: string, max: number): boolean {
	let depth = 0;
	let inString = false;
	for (let i = 0; i < text.length; i++) {
		const ch = text[i]!;
		if (inString) {
			if (ch === '\\') i++;
			else if (ch === '"') inString = false;
		} else if (ch === '"') inString = true;
		else if (OPEN.has(ch)) {
			if (++depth > max) return true;
		} else if (CLOSE.has(ch)) depth--;
	}
	return false;
}

/** The refusal for text with a NUL or a lone surrogate in it, naming `field`; null for text that is fine. */
function badText(field: string, text: string): DomainError | null {
	if (text.includes('\u0000')) return fieldError(field, { code: 'field_control_chars' });
	if (LONE_SURROGATE.test(text)) return fieldError(field, { code: 'field_not_unicode' });
	return null;
}

/** The first bad string in a parsed JSON value (keys too), or null. Depth is already bounded by deeperThan. */
function badInValue(value: unknown, path: string): DomainError | null {
	if (typeof value === 'string') return badText(path || 'body', value);
	if (value === null || typeof value !== 'object') return null;
	for (const [key, item] of Object.entries(value)) {
		const at = path ? `${path}.${key}` : key;
		const found = badText(at, key) ?? badInValue(item, at);
		if (found) return found;
	}
	return null;
}

function badPathOrQuery(url: URL): DomainError | null {
	let path: string;
	try {
		path = decodeURIComponent(url.pathname);
	} catch {
		return new DomainError('bad_request');
	}
	const inPath = badText('path', path);
	if (inPath) return inPath;
	for (const [key, value] of url.searchParams) {
		const found = badText(key, key) ?? badText(key, value);
		if (found) return found;
	}
	return null;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// a provider's signed body is read by its route after the signature, and a signed body it refuses is logged there:
const SIGNED_BODIES = new Set(['/api/payments/webhook']);

async function badBody(text: string): Promise<DomainError | null> {
	if (!text) return null;
	if (deeperThan(text, MAX_JSON_DEPTH)) return new DomainError('body_too_deep');
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		// not JSON: the route says so in its own words (body_not_json), or reads it as the form it is
		return text.includes('\u0000') ? badText('body', text) : null;
	}
	return badInValue(parsed, '');
}

export const inputEdge: MiddlewareHandler = async (c, next) => {
	const raw = c.req.url;
	const mark = raw.indexOf('?');
	if (mark >= 0 && raw.length - mark - 1 > MAX_QUERY_CHARS) return refuse(c, new DomainError('query_too_long'));
	const refusal =
		badPathOrQuery(new URL(raw)) ??
		(HAS_BODY.has(c.req.method) && !SIGNED_BODIES.has(c.req.path) ? await badBody(await c.req.text()) : null);
	if (refusal) return refuse(c, refusal);
	await next();
};
