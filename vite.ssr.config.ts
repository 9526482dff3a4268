// The server's render of the first screens: the app's own modules, bundled for Node into dist/ssr with every
// dependency inside, so the server imports one built file and never src/ (server/first-screen/).
import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

export default defineConfig({
	base: '/app/',
	publicDir: false,
	plugins: [preact()],
	resolve: { alias: { dlv: 'dlv/dist/dlv.es.js' } },
	ssr: { noExternal: true, target: 'node' },
	build: {
		ssr: resolve('src/ssr/first-screen.tsx'),
		outDir: 'dist/ssr',
		emptyOutDir: true,
		target: 'node20',
		sourcemap: false,
		rollupOptions: { output: { entryFileNames: 'first-screen.js', codeSplitting: false } },
	},
});
