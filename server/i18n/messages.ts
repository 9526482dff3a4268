// A refusal's text in one language: the catalogue's template with its parameters filled in and formatted.
import { formatCents } from '../../shared/money/cents-text.ts';
import { ERRORS, type ErrorCode, type ErrorParams, type ParamKind, type WordKind } from '../domain/error-codes.ts';
import type { Catalogue } from './catalogue.ts';
import { en } from './en.ts';
import type { Lang } from './language.ts';
import { zh } from './zh.ts';

export const CATALOGUES: Record<Lang, Catalogue> = { en, zh };

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const isWord = (kind: ParamKind): kind is WordKind => kind in en.words;

function format(catalogue: Catalogue, kind: ParamKind, value: unknown): string {
	if (kind === 'money') return `$${formatCents(Number(value))}`;
	if (kind === 'time') return `${String(value).slice(0, 16).replace('T', ' ')} UTC`;
	if (kind === 'field') {
		const name = String(value);
		return catalogue.fields[name] ?? catalogue.fields[name.split('.')[0] ?? ''] ?? `${name}${catalogue.gap}`;
	}
	if (isWord(kind)) return (catalogue.words[kind] as Record<string, string>)[String(value)] ?? String(value);
	return String(value);
}

/** The names of the parameters a template uses, for the tests that keep catalogues in step. */
export const placeholders = (template: string) => [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();

export function messageFor<C extends ErrorCode>(lang: Lang, code: C, params: ErrorParams<C>): string {
	const catalogue = CATALOGUES[lang];
	const kinds: Readonly<Record<string, ParamKind>> = ERRORS[code as keyof typeof ERRORS] ?? {};
	const values = params as Record<string, unknown>;
	return catalogue.messages[code]
		.replace(PLACEHOLDER, (_, name: string) => format(catalogue, kinds[name] ?? 'text', values[name] ?? ''))
		.trim();
}
