// What staff requests share: the reason every decision carries, ids in the path, list filters.
import type { Context } from 'hono';
import * as v from 'valibot';
import { fieldError, maxChars, minChars, mustBeText } from '../../http/rules.ts';

export const reason = v.pipe(v.string(mustBeText), v.trim(), minChars(3), maxChars(500));
/** Approvals and payments may carry a note; refusals, voids and corrections must say why. */
const note = v.optional(v.pipe(v.string(mustBeText), v.trim(), maxChars(500)));

export const WithReason = v.strictObject({ reason });
export const WithNote = v.strictObject({ reason: note });

export function idParam(c: Context, name = 'id'): number {
	const text = c.req.param(name) ?? '';
	if (!/^\d{1,15}$/.test(text)) throw fieldError(name, { code: 'field_id' });
	return Number(text);
}
