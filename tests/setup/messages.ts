// Registers every English text area up front, as if each page had loaded its own, so components render their text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import bet from '../../src/i18n/en/bet.ts';
import money from '../../src/i18n/en/money.ts';
import { addMessages } from '../../src/i18n/index.ts';

const DIR = new URL('../../src/i18n/en/', import.meta.url).pathname;

/** Every English area, read from disk: the same tables the app loads per page. */
export const englishAreas: Record<string, unknown> = { bet, money };
for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
	englishAreas[file.slice(0, -5)] = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
}

addMessages('en', englishAreas);
