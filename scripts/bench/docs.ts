// Rewrites one marked section of docs/performance.md with fresh figures.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { replaceSection } from './markdown.ts';

const DOC = 'docs/performance.md';

export function writeSection(name: string, body: string) {
	const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
	writeFileSync(DOC, replaceSection(doc, name, body));
	console.log(`${DOC}: section '${name}' rewritten`);
}

/** The line under each section that says when and on what the figures were taken. */
export const stamp = (commit: string) =>
	`_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on commit ${commit}._`;
