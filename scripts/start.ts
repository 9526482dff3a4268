// `npm start`: builds the app when dist/ is missing or older than src/, then serves it with the
// API on an embedded database with demo data (player demo / demo-pass-2025).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';

function newest(dir: string): number {
	if (!existsSync(dir)) return 0;
	return readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
		const path = join(dir, e.name);
		return Math.max(max, e.isDirectory() ? newest(path) : statSync(path).mtimeMs);
	}, 0);
}

const sources = Math.max(newest('src'), newest('sw'), existsSync('index.html') ? statSync('index.html').mtimeMs : 0);
if (!existsSync('dist/index.html') || newest('dist') < sources) {
	console.log('building the app (vite build)...');
	const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
	if (build.status !== 0) console.error('vite build failed; serving the API only');
}

const config = loadConfig({ DEMO: '1', ...process.env });
const running = await startServer(config);
console.log(`Horse Club: ${running.url}/app/  (demo player: demo / demo-pass-2025)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
	process.once(signal, () => running.close().then(() => process.exit(0)));
