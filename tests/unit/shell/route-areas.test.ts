import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import en from '../../../src/i18n/en/index.ts';
import { englishAreas } from '../../setup/messages.ts';
import { pageFiles, ROOT, routes } from './route-pages.ts';

const CORE = new Set(Object.keys(en));
// every area with a table of its own, i.e. one a page has to ask for:
const AREAS = new Set(Object.keys(englishAreas).filter((area) => !CORE.has(area)));
const KEY = /^([a-z]+)\./;

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** A page's source files as they load with its chunk: its static value imports, transitively; i18n left out. */
function closure(file: string, seen = new Set<string>()): Set<string> {
	if (seen.has(file) || !/\.tsx?$/.test(file) || file.includes('/src/i18n/')) return seen;
	seen.add(file);
	for (const node of parse(file).statements) {
		const from =
			(ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
			(ts.isExportDeclaration(node) && !node.isTypeOnly)
				? node.moduleSpecifier
				: undefined;
		if (from && ts.isStringLiteral(from) && from.text.startsWith('.')) closure(resolve(dirname(file), from.text), seen);
	}
	return seen;
}

/** The areas of every text key written in these files ('wallet.title', `bet.type.${x}`), outside imports. */
function areasUsed(files: Set<string>): Set<string> {
	const used = new Set<string>();
	const visit = (node: ts.Node) => {
		if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
		if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
			const area = KEY.exec(node.text)?.[1];
			if (area && AREAS.has(area)) used.add(area);
		}
		ts.forEachChild(node, visit);
	};
	for (const file of files) visit(parse(file));
	return used;
}

/** Areas a module of the page registers as it loads (its English bundled with it), so the route need not list them. */
function selfRegistered(files: Set<string>): string[] {
	return [...files].flatMap((file) =>
		[...readFileSync(file, 'utf8').matchAll(/registerArea\('([a-z]+)'/g)].map((m) => m[1] as string),
	);
}

// ---
const test = suite('route text areas');

test('each route lists every text area its page shows beyond the bundled core', async () => {
	const files = await pageFiles();
	assert.ok(routes.length >= 20, 'the route table must have been read');
	for (const route of routes) {
		const file = files.get(route);
		assert.ok(file, `${route.path}: its loader gives no page module's default export`);
		const loaded = closure(`${ROOT}${file}`);
		const listed = new Set([...CORE, ...route.areas, ...selfRegistered(loaded)]);
		const missing = [...areasUsed(loaded)].filter((area) => !listed.has(area));
		assert.equal(missing, [], `${route.path} shows text from ${missing.join(', ')} without loading it`);
	}
});

test('the home page needs no area beyond the core, so it paints with the entry', () => {
	for (const route of routes.filter((r) => r.path === '/' || r.path === '/pages/index/index')) {
		assert.equal(route.areas, [], route.path);
	}
});

test('the areas a route lists exist, so a typo cannot pass for a loaded area', () => {
	for (const route of routes) {
		for (const area of route.areas) assert.ok(AREAS.has(area), `${route.path} lists '${area}', which has no table`);
	}
});

test.run();
