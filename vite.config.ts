import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { serviceWorker } from './sw/build-plugin.ts';

// budget Android Chrome: Chrome 80+ runs ES2020 natively, so nothing is down-levelled:
const target = ['es2020', 'chrome80', 'safari14', 'firefox80'];

export default defineConfig({
	base: '/app/',
	plugins: [preact(), serviceWorker({ entry: 'sw/sw.ts', fileName: 'sw.js' })],
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
