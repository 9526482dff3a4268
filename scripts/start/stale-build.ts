// Whether `npm start` must build: the build's output missing, or older than anything it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What `npm run build` reads: the player's app, the back office, the rules they share and the build's own code. */
const BUILD_SOURCES = [
	'src',
	'sw',
	'shared',
	'public',
	'office',
	'scripts/build',
	'index.html',
	'office.html',
	'vite.config.ts',
	'vite.office.config.ts',
	'vite.ssr.config.ts',
	'package-lock.json',
];

/** What `npm run build` writes that the server serves: the app's page, the office's and the server's first-screen render. */
const BUILD_OUTPUTS = ['dist/index.html', 'dist/office/office.html', 'dist/ssr/first-screen.js'];

/** The newest modification time under a file or folder; 0 when it is missing. */
function newest(path: string): number {
	if (!existsSync(path)) return 0;
	const stat = statSync(path);
	if (!stat.isDirectory()) return stat.mtimeMs;
	return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

/** Why a build is needed ('' when dist/ is current), in words for the console. */
export function staleBuild(root = '.'): string {
	const missing = BUILD_OUTPUTS.find((out) => !existsSync(join(root, out)));
	if (missing) return `${missing} is missing`;
	// the oldest output must be newer than every source: each build rewrites them all
	const built = Math.min(...BUILD_OUTPUTS.map((out) => statSync(join(root, out)).mtimeMs));
	const changed = BUILD_SOURCES.find((src) => newest(join(root, src)) > built);
	return changed ? `${changed} changed since the last build` : '';
}
