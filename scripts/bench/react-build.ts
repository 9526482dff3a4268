// Builds the React comparison app from bench/compare-react/ in the git-ignored .bench/compare-react/.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const REACT_SOURCE = 'bench/compare-react';
const REACT_DIR = '.bench/compare-react';
export const REACT_BASE = '/react/';

/** Same browser targets as the app's vite.config.ts, so neither build is down-levelled more than the other. */
const TARGET = ['es2020', 'chrome80', 'safari14', 'firefox80'];

export async function buildReact(): Promise<string> {
	const dir = resolve(REACT_DIR);
	const installed = join(dir, 'package.json');
	const wanted = readFileSync(join(REACT_SOURCE, 'package.json'), 'utf8');
	const stale = !existsSync(join(dir, 'node_modules/react')) || readFileSync(installed, 'utf8') !== wanted;
	cpSync(REACT_SOURCE, dir, { recursive: true });
	if (stale) {
		console.log(`installing React into ${REACT_DIR}/node_modules`);
		execSync('npm install --no-audit --no-fund --loglevel=error', { cwd: dir, stdio: 'inherit' });
	}
	await build({
		root: dir,
		base: REACT_BASE,
		configFile: false,
		logLevel: 'warn',
		mode: 'production',
		build: {
			outDir: 'dist',
			emptyOutDir: true,
			manifest: true,
			target: TARGET,
			cssTarget: TARGET,
			modulePreload: { polyfill: false },
			rollupOptions: {
				// react-router's "use client" banner means nothing in a client-only build:
				onwarn: (w, warn) => w.code !== 'MODULE_LEVEL_DIRECTIVE' && warn(w),
			},
		},
	});
	return join(dir, 'dist');
}
