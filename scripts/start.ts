// `npm start`: builds the app when dist/ is missing or older than src/, then serves it with the
// API on an embedded database with demo data (player demo / demo-pass-2025). Pointed at a database
// by DATABASE_URL it refuses, unless DEMO=1 says the demo player and checkout belong there.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { failStart, runUntilSignalled } from '../server/main.ts';

function newest(dir: string): number {
	if (!existsSync(dir)) return 0;
	return readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
		const path = join(dir, e.name);
		return Math.max(max, e.isDirectory() ? newest(path) : statSync(path).mtimeMs);
	}, 0);
}

if (process.env.DATABASE_URL && process.env.DEMO !== '1') {
	failStart(
		new Error(
			'DATABASE_URL: `npm start` is the demo: it would seed the demo player and a checkout that takes no money into that database. ' +
				'Run `npm run serve` for production (docs/operations.md), or set DEMO=1 to put the demo there on purpose.',
		),
	);
}

const sources = Math.max(newest('src'), newest('sw'), existsSync('index.html') ? statSync('index.html').mtimeMs : 0);
if (!existsSync('dist/index.html') || newest('dist') < sources) {
	console.log('building the app (npm run build)...');
	const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
	if (build.status !== 0) console.error('the build failed; serving the API only');
}

try {
	const running = await runUntilSignalled(loadConfig({ DEMO: '1', ...process.env }));
	console.log(`Horse Club: ${running.url}/app/  (demo player: demo / demo-pass-2025)`);
} catch (err) {
	failStart(err);
}
