import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compileHints, EAGER } from '../../../scripts/build/compile-hints.ts';

type Chunk = { type: 'chunk'; fileName: string; moduleIds: string[] };

/** A written build: the entry's chunk (with its source map), a lazy page's chunk; the plugin's writeBundle run over it. */
function writtenBuild() {
	const dir = mkdtempSync(join(tmpdir(), 'hints-'));
	const files = { entry: 'index-a.js', page: 'wallet-b.js' };
	writeFileSync(join(dir, files.entry), 'const __vite__mapDeps=0;\nrender();');
	writeFileSync(join(dir, `${files.entry}.map`), JSON.stringify({ version: 3, mappings: ';AAAA' }));
	writeFileSync(join(dir, files.page), 'export const page=1;');
	const bundle: Record<string, Chunk> = {
		[files.entry]: { type: 'chunk', fileName: files.entry, moduleIds: ['/x/src/main.tsx', '/x/src/app.tsx'] },
		[files.page]: { type: 'chunk', fileName: files.page, moduleIds: ['/x/src/pages/wallet/wallet.tsx'] },
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

test('a lazy chunk is left as it was: most of its functions do not run on load', () => {
	const { read, files, done } = writtenBuild();
	assert.is(read(files.page), 'export const page=1;');
	done();
});

test.run();
