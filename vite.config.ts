import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './sw/build-plugin.ts';

// budget Android Chrome: Chrome 80+ runs ES2020 natively, so nothing is down-levelled:
const target = ['es2020', 'chrome80', 'safari14', 'firefox80'];

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
	build: {
		target,
		cssTarget: target,
		sourcemap: false,
		// the size gate reads dist/.vite/manifest.json to follow the entry's static imports:
		manifest: true,
		// every browser we target supports <link rel=modulepreload>:
		modulePreload: { polyfill: false },
		assetsInlineLimit: 2048,
		rollupOptions: {
			output: {
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
