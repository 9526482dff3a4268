// `npm start`: builds what `npm run build` builds (the app and the back office) when dist/ is missing or older
// than its sources, then serves them with the API on an embedded database with demo data (player demo /
// demo-pass-2025). Pointed at a database by DATABASE_URL it refuses, unless DEMO=1 says the demo belongs there.
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../server/config.ts';
import { failStart, runUntilSignalled } from '../server/main.ts';
import { staleBuild } from './start/stale-build.ts';

if (process.env.DATABASE_URL && process.env.DEMO !== '1') {
	failStart(
		new Error(
			'DATABASE_URL: `npm start` is the demo: it would seed the demo player and a checkout that takes no money into that database. ' +
				'Run `npm run serve` for production (docs/operations.md), or set DEMO=1 to put the demo there on purpose.',
		),
	);
}

const stale = staleBuild();
if (stale) {
	console.log(`building the app and the back office (npm run build: ${stale})...`);
	const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
	if (build.status !== 0) failStart(new Error('the build failed (npm run build): see its output above'));
}

try {
	const running = await runUntilSignalled(loadConfig({ DEMO: '1', ...process.env }));
	console.log(`Horse Club: ${running.url}/app/  (demo player: demo / demo-pass-2025)`);
} catch (err) {
	failStart(err);
}
