import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compileHints, EAGER } from '../../../scripts/build/compile-hints.ts';

type Chunk = { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[] };

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): Chunk => ({
	type: 'chunk',
	fileName,
	moduleIds,
	imports,
});

/**
 * A written build: the entry's chunk (with its source map), the sign-in page's chunk and a chunk it imports, another
 * page's chunk; the plugin's writeBundle run over it.
 */
function writtenBuild() {
	const dir = mkdtempSync(join(tmpdir(), 'hints-'));
	const files = { entry: 'index-a.js', login: 'login-b.js', field: 'field-c.js', page: 'wallet-d.js' };
	writeFileSync(join(dir, files.entry), 'const __vite__mapDeps=0;\nrender();');
	writeFileSync(join(dir, `${files.entry}.map`), JSON.stringify({ version: 3, mappings: ';AAAA' }));
	for (const name of [files.login, files.field, files.page]) writeFileSync(join(dir, name), 'export const page=1;');
	const bundle: Record<string, Chunk> = {
		[files.entry]: chunk(files.entry, ['/x/src/main.tsx', '/x/src/app.tsx']),
		[files.login]: chunk(files.login, ['/x/src/pages/login/login.tsx'], [files.entry, files.field]),
		[files.field]: chunk(files.field, ['/x/src/components/field.tsx']),
		[files.page]: chunk(files.page, ['/x/src/pages/wallet/wallet.tsx'], [files.entry, files.field]),
	};
	const hook = compileHints().writeBundle as unknown as (options: { dir: string }, bundle: unknown) => void;
	hook({ dir }, bundle);
	const read = (name: string) => readFileSync(join(dir, name), 'utf8');
	return { read, files, done: () => rmSync(dir, { recursive: true, force: true }) };
}

const test = suite('build: the entry marked for eager compilation');

test('the entry chunk opens with the hint, above the preload list; its source map skips the line', () => {
	const { read, files, done } = writtenBuild();
	assert.is(read(files.entry), `${EAGER}const __vite__mapDeps=0;\nrender();`);
	assert.is(JSON.parse(read(`${files.entry}.map`)).mappings, ';;AAAA');
	done();
});

test("the sign-in page's chunk and the chunks it imports are marked too", () => {
	const { read, files, done } = writtenBuild();
	assert.is(read(files.login), `${EAGER}export const page=1;`);
	assert.is(read(files.field), `${EAGER}export const page=1;`);
	done();
});

test("another page's chunk is left as it was: the comment costs bytes in every file it opens", () => {
	const { read, files, done } = writtenBuild();
	assert.is(read(files.page), 'export const page=1;');
	done();
});

test.run();
