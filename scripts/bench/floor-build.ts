// Builds the floor page (bench/floor/: an empty Preact + preact-iso page) with Vite and the Preact preset, as the app is.
import { join, resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { build } from 'vite';

export const FLOOR_BASE = '/floor/';
const FLOOR_DIR = '.bench/floor';
/** The app's browser targets (vite.config.ts), so neither build is down-levelled more than the other. */
const TARGET = ['es2020', 'chrome91', 'safari14', 'firefox80'];

export async function buildFloor(): Promise<string> {
	const outDir = resolve(FLOOR_DIR, 'dist');
	await build({
		root: resolve('bench/floor'),
		base: FLOOR_BASE,
		configFile: false,
		logLevel: 'warn',
		mode: 'production',
		plugins: [preact()],
		build: {
			outDir,
			emptyOutDir: true,
			manifest: true,
			target: TARGET,
			cssTarget: TARGET,
			modulePreload: { polyfill: false },
		},
	});
	return join(outDir);
}
