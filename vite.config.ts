import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/build/compile-hints.ts';
import { firstData } from './scripts/build/first-data.ts';
import { firstShell } from './scripts/build/first-shell.ts';
import { inlineEntryCss } from './scripts/build/inline-entry-css.ts';
import { noHtmlComments } from './scripts/build/no-html-comments.ts';
import { startAfterPaint } from './scripts/build/start-after-paint.ts';
import { staticTokens } from './scripts/build/static-tokens.ts';
import { serviceWorker } from './sw/build-plugin.ts';

// ES2020 as written: Chrome 80 to 90 have a bug in optional calls (crbug.com/42201552), so a chrome80 target
// down-levels every `?.`, in the entry too; Chrome 91 is from 2021.
const target = ['es2020', 'chrome91', 'safari14', 'firefox80'];

// everything the first paint runs (the entry, the home page and their static imports) as one chunk, named
// 'index' like the entry it becomes: split across several files, the same code compresses worse.
function firstPaintChunk(entries: string[]) {
	let reachable: Set<string> | undefined;
	return (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
		if (!reachable) {
			reachable = new Set();
			const walk = (m: string) => {
				if (reachable!.has(m)) return;
				reachable!.add(m);
				for (const next of ctx.getModuleInfo(m)?.importedIds ?? []) walk(next);
			};
			for (const e of entries) walk(e);
		}
		return reachable.has(id) ? 'index' : null;
	};
}

export default defineConfig({
	base: '/app/',
	plugins: [
		staticTokens(resolve('src/styles/base.css')),
		preact(),
		firstData(),
		firstShell(),
		inlineEntryCss('/app/'),
		startAfterPaint(),
		compileHints(),
		noHtmlComments(),
		serviceWorker({ entry: 'sw/sw.ts', fileName: 'sw.js' }),
	],
	resolve: {
		// rosetta's dlv: its "browser" build is UMD, which drags a CommonJS interop runtime into the entry:
		// and workbox-window's "module" is its ES5 build; its ES2017 one is the same code, a third lighter:
		alias: { dlv: 'dlv/dist/dlv.es.js', 'workbox-window': 'workbox-window/build/workbox-window.prod.mjs' },
	},
	build: {
		target,
		cssTarget: target,
		sourcemap: false,
		// the size gate reads dist/.vite/manifest.json to follow the entry's static imports:
		manifest: true,
		// a lazy page's chunk, its imports and its CSS are asked for together, not each once the one before has parsed:
		// the preload helper joins the first load, and saves a round trip on every first visit to a page.
		// Module scripts imply modulepreload support, so no polyfill:
		modulePreload: { polyfill: false },
		assetsInlineLimit: 2048,
		rollupOptions: {
			output: {
				codeSplitting: {
					groups: [
						{
							name: firstPaintChunk([
								resolve('src/main.tsx'),
								resolve('src/pages/index/index.tsx'),
								// 0.1 KB that pages and the late shell share: alone it would be a file of its own, and cost more
								// in import lists than it weighs:
								resolve('src/state/shell/modal.ts'),
							]),
						},
					],
				},
				entryFileNames: 'assets/[name]-[hash].js',
				// a model's chunk is named for its area, not its file's -model suffix: shorter imports in every chunk
				chunkFileNames: (chunk) => `assets/${chunk.name.replace(/-model$/, '')}-[hash].js`,
				assetFileNames: 'assets/[name]-[hash][extname]',
			},
		},
	},
	server: {
		proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
	},
	preview: {
		proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
	},
});
