// Schema messages are refusal codes: `rule(code, params)` is what a valibot check says when it fails,
// and validate.ts turns it back into the refusal, with the field's name added.
import * as v from 'valibot';
import { ERRORS, type ErrorParams, type FieldCode } from '../domain/error-codes.ts';
import { DomainError } from '../domain/errors.ts';

type RuleParams<C extends FieldCode> = Omit<ErrorParams<C>, 'field'>;
export type FieldProblem = { [C in FieldCode]: { code: C; params?: RuleParams<C> } }[FieldCode];

type RuleArgs<C extends FieldCode> =
	Record<string, never> extends RuleParams<C> ? [params?: RuleParams<C>] : [params: RuleParams<C>];

const encode = (code: FieldCode, params?: object) => (params ? `${code} ${JSON.stringify(params)}` : code);

export function rule<C extends FieldCode>(code: C, ...[params]: RuleArgs<C>): string {
	return encode(code, params);
}

/** The message for a problem found outside valibot (money.ts). */
export const ruleOf = (problem: FieldProblem): string => encode(problem.code, problem.params);

/** The refusal for a field that broke a rule. */
export const fieldError = (field: string, problem: FieldProblem) =>
	new DomainError(problem.code, { ...problem.params, field } as ErrorParams<FieldCode>);

/** The rule a valibot message carries, or null for valibot's own messages. */
export function readRule(message: string): FieldProblem | null {
	const space = message.indexOf(' ');
	const code = space < 0 ? message : message.slice(0, space);
	if (!(code in ERRORS) || !('field' in ERRORS[code as FieldCode])) return null;
	return { code, params: space < 0 ? {} : JSON.parse(message.slice(space + 1)) } as FieldProblem;
}

export const required = rule('field_required');
export const mustBeText = rule('field_not_text');
export const mustBeNumber = rule('field_not_number');
export const wholeNumber = rule('field_whole_number');

// lengths in characters (code points), as a player counts them and as PostgreSQL's varchar does, not UTF-16 units:
const chars = (s: string) => {
	let n = 0;
	for (const _ of s) n++;
	return n;
};
export const minChars = (min: number) =>
	v.check<string, string>((s) => chars(s) >= min, rule('field_too_short', { min }));
export const maxChars = (max: number) =>
	v.check<string, string>((s) => chars(s) <= max, rule('field_too_long', { max }));
export const atLeast = (min: number) => v.minValue<number, number, string>(min, rule('field_min', { min }));
export const atMost = (max: number) => v.maxValue<number, number, string>(max, rule('field_max', { max }));

/** One of a few literal values, named in the refusal. */
export const oneOf = <const T extends readonly (string | number)[]>(options: T) =>
	v.picklist(options, rule('field_one_of', { options: options.join(', ') }));
