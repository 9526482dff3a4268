// Fills a problem's message with its params, for the server's error replies:
import type { BetProblem } from './validate.ts';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function problemText(problem: BetProblem, messages: Readonly<Record<string, string>>): string {
	const text = messages[problem.key] ?? problem.key;
	return text.replace(PLACEHOLDER, (_, name: string) => String(problem.params?.[name] ?? ''));
}
