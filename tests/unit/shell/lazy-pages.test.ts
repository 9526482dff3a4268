import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { htmlReferences, initialFiles, type Manifest } from '../../../scripts/size-budget.ts';
import { loadedAtStart, pageFiles, ROOT, routes } from './route-pages.ts';

const HOME = 'src/pages/index/index.tsx';
const isHome = (path: string) => path === '/' || path === '/pages/index/index';

/** The app built as for production, into a directory of its own: its manifest and the files of the first load. */
function build() {
	const out = mkdtempSync(join(tmpdir(), 'hc-lazy-pages-'));
	try {
		execFileSync(
			process.execPath,
			[`${ROOT}node_modules/vite/bin/vite.js`, 'build', '--outDir', out, '--emptyOutDir'],
			{
				cwd: ROOT,
				stdio: 'pipe',
				env: { ...process.env, NODE_ENV: 'production' },
			},
		);
		const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
		const html = readFileSync(join(out, 'index.html'), 'utf8');
		return { manifest, initial: new Set(initialFiles(manifest, HOME, htmlReferences(html, '/app/'))) };
	} finally {
		rmSync(out, { recursive: true, force: true });
	}
}

// ---
const test = suite('every page is lazy');

test('making the route table loads no page but the home page', () => {
	assert.equal(
		loadedAtStart,
		routes.filter((r) => isHome(r.path)).map((r) => r.path),
		'only the home page may be in before it is asked for',
	);
});

test('in the build, each page but the home page is a chunk of its own, outside the first load', async () => {
	const files = await pageFiles();
	const { manifest, initial } = build();
	const chunks = new Set<string>();
	for (const route of routes) {
		const file = files.get(route);
		assert.ok(file, `${route.path}: its loader gives no page module's default export`);
		const chunk = manifest[file];
		if (isHome(route.path)) {
			assert.is(file, HOME);
			assert.is(chunk, undefined, 'the home page comes with the entry, not as a chunk of its own');
			continue;
		}
		assert.ok(chunk?.isDynamicEntry, `${route.path}: ${file} is not loaded on demand, it is bundled with its importer`);
		assert.not.ok(initial.has(chunk.file), `${route.path}: ${chunk.file} is part of the first load`);
		chunks.add(chunk.file);
	}
	assert.is(
		chunks.size,
		new Set(routes.filter((r) => !isHome(r.path)).map((r) => files.get(r))).size,
		'one chunk per page',
	);
});

test.run();
