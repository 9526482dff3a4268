// One rule for text that comes from outside: well-formed Unicode, no control characters, NFC. Every string in a
// body or query (keys too) and every path parameter passes it before any schema or the database sees it.
import type { Context } from 'hono';
import * as v from 'valibot';
import { fieldError, readRule, rule } from './rules.ts';

export const playerText = v.pipe(
	v.string(rule('field_not_text')),
	// a lone surrogate would reach the database as U+FFFD, silently changing what the player sent:
	v.regex(/^\P{Cs}*$/u, rule('field_not_unicode')),
	// NUL is refused by PostgreSQL itself; CR, LF and the rest only spoil names, logs and statements:
	v.regex(/^\P{Cc}*$/u, rule('field_control_chars')),
	v.transform((s) => s.normalize('NFC')),
);

/** The string, checked and normalised, or the refusal naming `field`. */
function cleanText(field: string, text: string): string {
	const result = v.safeParse(playerText, text);
	if (result.success) return result.output;
	throw fieldError(field, readRule(result.issues[0].message) ?? { code: 'field_invalid' });
}

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** A parsed JSON body or query with every string in it cleaned: the rule holds for fields a schema forgets. */
export function cleanInput(value: unknown, path = ''): unknown {
	if (typeof value === 'string') return cleanText(path || 'body', value);
	if (Array.isArray(value)) return value.map((item, i) => cleanInput(item, at(path, i)));
	if (value === null || typeof value !== 'object') return value;
	const out: Record<string, unknown> = {};
	for (const [key, item] of Object.entries(value)) {
		const name = cleanText(at(path, 'key'), key);
		out[name] = cleanInput(item, at(path, name));
	}
	return out;
}

/** A path parameter, by the same rule. */
export function pathParam(c: Context, name: string): string {
	return cleanText(name, c.req.param(name) ?? '');
}
