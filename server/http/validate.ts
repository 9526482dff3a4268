// Parses JSON bodies and query strings with valibot; failures are 400s naming the field.
import type { Context } from 'hono';
import * as v from 'valibot';
import { DomainError } from '../domain/errors.ts';
import { cleanInput } from './player-text.ts';
import { fieldError, readRule } from './rules.ts';

type Schema = v.GenericSchema;

function refusal(issue: v.BaseIssue<unknown>): DomainError {
	const field = issue.path?.map((p) => String(p.key)).join('.') ?? '';
	if (!field) return new DomainError('body_not_object');
	if (issue.received === 'undefined') return new DomainError('field_required', { field });
	if (issue.type === 'strict_object' && issue.expected === 'never') return new DomainError('field_unknown', { field });
	return fieldError(field, readRule(issue.message) ?? { code: 'field_invalid' });
}

export function check<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
	const result = v.safeParse(schema, input, { abortPipeEarly: true });
	if (!result.success) throw refusal(result.issues[0]);
	return result.output;
}

/** A raw body as JSON (an empty body is an empty object); refused as body_not_json otherwise. */
export function rawJson(text: string): unknown {
	try {
		return text === '' ? {} : JSON.parse(text);
	} catch {
		throw new DomainError('body_not_json');
	}
}

const readJson = async (c: Context): Promise<unknown> => rawJson(await c.req.text());

/** A player's JSON body: every string in it passes the text rule (player-text.ts), then the schema. */
export async function body<S extends Schema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
	return check(schema, cleanInput(await readJson(c)));
}

export function query<S extends Schema>(c: Context, schema: S): v.InferOutput<S> {
	return check(schema, cleanInput(c.req.query()));
}
