// The staff back office: its own build into dist/office, served at /office/. It shares no chunk, no budget and
// no precache entry with the player's app (vite.config.ts), whose build and service worker never see it.
import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

export default defineConfig({
	base: '/office/',
	// the player's icons and manifest are not the office's:
	publicDir: false,
	plugins: [preact()],
	// dlv (rosetta's key lookup) names its UMD build for browsers; its ES build needs no CommonJS wrapper:
	// the office draws its whole tree again when a signal changes (main.tsx), so it needs only the signals, not the
	// components' own subscriptions that @preact/signals adds on top of them:
	resolve: { alias: { dlv: 'dlv/dist/dlv.es.js', '@preact/signals': '@preact/signals-core' } },
	build: {
		outDir: 'dist/office',
		emptyOutDir: true,
		target: ['es2022'],
		sourcemap: false,
		manifest: true,
		// the office's one lazy chunk (its Chinese text) imports nothing: the preload helper would be dead weight
		modulePreload: false,
		rollupOptions: { input: resolve('office.html') },
	},
	server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } } },
});
