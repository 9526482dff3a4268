import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import en from '../../../src/i18n/en/index.ts';
import { areasFor } from '../../../src/i18n/route-areas.ts';
import { routes } from '../../../src/routes.ts';

const SRC = new URL('../../../src/', import.meta.url).pathname;
const AREA_FILES = new URL('../../../src/i18n/en/', import.meta.url).pathname;
const CORE = new Set(Object.keys(en));
const STATIC_IMPORT = /^import\s+(?!type\b)(?:[^'"]*?\bfrom\s+)?['"](\.[^'"]+)['"]/gm;

/** A page's source files as they load with its chunk: static imports only, i18n itself left out. */
function closure(file: string, seen = new Set<string>()): Set<string> {
	if (seen.has(file) || !existsSync(file) || file.includes('/i18n/')) return seen;
	seen.add(file);
	for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
		const next = resolve(dirname(file), m[1]!);
		if (/\.tsx?$/.test(next)) closure(next, seen);
	}
	return seen;
}

/** Every 'area.key' literal in those files whose area has a file of its own. */
function areasUsed(files: Set<string>): Set<string> {
	const out = new Set<string>();
	for (const file of files) {
		for (const m of readFileSync(file, 'utf8').matchAll(/['"`]([a-z]+)\.[a-zA-Z]/g)) {
			const area = m[1]!;
			if (existsSync(`${AREA_FILES}${area}.json`) || existsSync(`${AREA_FILES}${area}.ts`)) out.add(area);
		}
	}
	return out;
}

// the route table names each page's module in its lazy() import; the home routes share the eager HOME entry:
const routeSource = readFileSync(`${SRC}routes.ts`, 'utf8');
const homeModule = /import HomePage\b.* from '\.\/([^']+)'/.exec(routeSource)?.[1];
function pageFile(path: string): string | undefined {
	const at = routeSource.indexOf(`path: '${path}'`);
	const rest = routeSource.slice(at, routeSource.indexOf('}', at));
	const module = /import\('\.\/([^']+)'\)/.exec(rest)?.[1] ?? (/\.\.\.HOME\b/.test(rest) ? homeModule : undefined);
	return module && `${SRC}${module}`;
}

// ---
const test = suite('route text areas');

test('each route lists every text area its page shows beyond the bundled core', () => {
	assert.ok(routes.length >= 20, 'the route table must have been read');
	for (const route of routes) {
		const file = pageFile(route.path);
		assert.ok(file && existsSync(file), `no page module found for ${route.path}`);
		const listed = new Set([...CORE, ...areasFor(route.path)]);
		const missing = [...areasUsed(closure(file))].filter((area) => !listed.has(area));
		assert.equal(missing, [], `${route.path} shows text from ${missing.join(', ')} without loading it`);
	}
});

test('the home page needs no area beyond the core, so it paints with the entry', () => {
	assert.equal(areasFor('/'), []);
	assert.equal(areasFor('/pages/index/index'), []);
});

test.run();
