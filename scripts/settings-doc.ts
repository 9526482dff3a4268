// `npm run docs:settings`: rewrites the settings table of docs/operations.md from server/settings.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { settingsTable } from '../server/settings-table.ts';
import { replaceSection } from './bench/markdown.ts';

const DOC = 'docs/operations.md';
writeFileSync(DOC, replaceSection(readFileSync(DOC, 'utf8'), 'settings', settingsTable()));
console.log(`${DOC}: the settings table rewritten`);
