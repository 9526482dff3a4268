// The shape of one language's refusal texts; tsc keeps every catalogue complete.
import type { BetMessageKey } from '../../shared/bets/messages-en.ts';
import { BET_KEYS, type BetCode, type ErrorCode, type WORDS, type WordKind } from '../domain/error-codes.ts';

export interface Catalogue {
	/** One text per code; `{{name}}` takes the parameter of that name. */
	messages: Record<ErrorCode, string>;
	words: { [K in WordKind]: Record<(typeof WORDS)[K][number], string> };
	/** Request fields named in this language; a field not listed keeps its API name, followed by `gap`. */
	fields: Readonly<Record<string, string>>;
	gap: string;
}

/** The bet form's own texts (shared/bets/messages-*.ts) under their refusal codes, so form and server agree. */
export function betTexts(messages: Readonly<Record<BetMessageKey, string>>): Record<BetCode, string> {
	return Object.fromEntries(Object.entries(BET_KEYS).map(([code, key]) => [code, messages[key]])) as Record<
		BetCode,
		string
	>;
}
