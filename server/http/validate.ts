// Parses JSON bodies and query strings with valibot; failures are 400s naming the field.
import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest } from './envelope.ts';

type Schema = v.GenericSchema;

function describe(issue: v.BaseIssue<unknown>): string {
	const field = issue.path?.map((p) => String(p.key)).join('.') ?? '';
	if (!field) return issue.message.startsWith('Invalid') ? 'Request body must be a JSON object' : issue.message;
	if (issue.received === 'undefined') return `${field} is required`;
	if (issue.type === 'strict_object' && issue.expected === 'never') return `Unknown field: ${field}`;
	return issue.message.startsWith('Invalid') ? `${field} is invalid` : `${field} ${issue.message}`;
}

export function check<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
	const result = v.safeParse(schema, input, { abortPipeEarly: true });
	if (!result.success) throw badRequest(describe(result.issues[0]));
	return result.output;
}

export async function body<S extends Schema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
	let input: unknown;
	try {
		const text = await c.req.text();
		input = text === '' ? {} : JSON.parse(text);
	} catch {
		throw badRequest('Request body must be JSON');
	}
	return check(schema, input);
}

export function query<S extends Schema>(c: Context, schema: S): v.InferOutput<S> {
	return check(schema, c.req.query());
}

/** Reads a request body once, for routes that hash it first (idempotency). */
export function rawJson(text: string): unknown {
	try {
		return text === '' ? {} : JSON.parse(text);
	} catch {
		throw badRequest('Request body must be JSON');
	}
}
