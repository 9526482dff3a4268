import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './sw/build-plugin.ts';

// budget Android Chrome: Chrome 80+ runs ES2020 natively, so nothing is down-levelled:
const target = ['es2020', 'chrome80', 'safari14', 'firefox80'];

// everything the first paint runs (the entry, the home page and their static imports) as one chunk, named
// 'index' like the entry it becomes: split across eight files, the same code compressed about 2 KB worse.
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

// the home page renders first: preload its chunk alongside the entry instead of after it runs.
function preloadFirstPage(entry: string): Plugin {
	return {
		name: 'horse-club-preload-first-page',
		apply: 'build',
		transformIndexHtml: {
			order: 'post',
			handler(_html, ctx) {
				const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
				const page = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
				if (!page) return [];
				const isEntry = (file: string) => chunks.some((c) => c.fileName === file && c.isEntry);
				return [page.fileName, ...page.imports]
					.filter((file) => !isEntry(file))
					.map((file) => ({
						tag: 'link',
						attrs: { rel: 'modulepreload', crossorigin: true, href: `/app/${file}` },
						injectTo: 'head' as const,
					}));
			},
		},
	};
}

export default defineConfig({
	base: '/app/',
	plugins: [
		preact(),
		preloadFirstPage('src/pages/index/index.tsx'),
		serviceWorker({ entry: 'sw/sw.ts', fileName: 'sw.js' }),
	],
	resolve: {
		// rosetta's dlv: its "browser" build is UMD, which drags a CommonJS interop runtime into the entry:
		alias: { dlv: 'dlv/dist/dlv.es.js' },
	},
	build: {
		target,
		cssTarget: target,
		sourcemap: false,
		// the size gate reads dist/.vite/manifest.json to follow the entry's static imports:
		manifest: true,
		// no preload helper and dependency lists in the first load (~0.5 KB brotli): a lazy page's own imports are
		// found when its chunk parses, one round trip later, and only until the service worker has precached them:
		modulePreload: false,
		assetsInlineLimit: 2048,
		rollupOptions: {
			output: {
				advancedChunks: {
					groups: [{ name: firstPaintChunk([resolve('src/main.tsx'), resolve('src/pages/index/index.tsx')]) }],
				},
				entryFileNames: 'assets/[name]-[hash].js',
				chunkFileNames: 'assets/[name]-[hash].js',
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
