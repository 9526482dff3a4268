// Starts the API server (and the built app when dist/ exists) from the environment.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type Deps, jsonLogger, systemClock } from './deps.ts';
import { seedDemo } from './domain/demo.ts';
import { pruneIdempotencyKeys } from './domain/idempotency/key-store.ts';
import { pruneRateLimits } from './domain/rate-limit.ts';
import { loadSecrets } from './domain/secrets.ts';
import { pruneSigninFailures } from './domain/sign-in-throttle.ts';
import { startSportsClock } from './domain/sports/settle.ts';
import { openDatabase } from './open.ts';
import { sweepDemoCheckouts } from './providers/demo-pay/routes.ts';
import { checkProviders, providersFrom } from './providers/from-config.ts';
import { every } from './sim/every.ts';
import { startSimulator } from './sim/tick.ts';

export const serverFile = (dataDir: string) => join(dataDir, 'server.json');

export async function startServer(config: Config) {
	// before the data dir is touched: a start that cannot serve players stops here
	checkProviders(config);
	const opened = await openDatabase(config);
	const { db } = opened;
	const secrets = await loadSecrets(db, config, true);
	const providers = providersFrom(config, db, systemClock, jsonLogger);
	const deps: Deps = { db, clock: systemClock, config, logger: jsonLogger, secrets, ...providers };
	if (config.demo && (await seedDemo(deps))) jsonLogger.info('demo data seeded', { user_name: 'demo' });
	const app = createApp(deps);
	const stopJobs = [startSportsClock(deps), startSimulator(deps)];
	if (deps.payments?.name === 'demo') {
		const sweep = () =>
			sweepDemoCheckouts(deps, async (request) => app.fetch(request)).catch((err) =>
				jsonLogger.error('demo checkout sweep failed', { error: String(err) }),
			);
		stopJobs.push(every(60_000, sweep));
	}
	const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
	await new Promise<void>((resolve, reject) => {
		server.once('listening', resolve);
		server.once('error', reject);
	});
	const address = server.address();
	const port = typeof address === 'object' && address ? address.port : config.port;
	const url = `http://${config.host}:${port}`;
	// tells the operator CLI where to send commands while this process holds the data dir:
	writeFileSync(serverFile(config.dataDir), JSON.stringify({ url, pid: process.pid }), { mode: 0o600 });
	const prune = setInterval(() => {
		const now = systemClock.now();
		const prunes = [pruneIdempotencyKeys(db, now), pruneRateLimits(db, systemClock), pruneSigninFailures(db, now)];
		Promise.all(prunes).catch((err) => jsonLogger.error('prune failed', { error: String(err) }));
	}, 600_000);
	prune.unref();
	jsonLogger.info('listening', { url, database: db.kind });
	let closing: Promise<void> | undefined;
	const close = () => {
		closing ??= (async () => {
			clearInterval(prune);
			await new Promise((resolve) => server.close(resolve));
			// the background jobs finish their current run before the database goes away:
			await Promise.all(stopJobs.map((stop) => stop()));
			rmSync(serverFile(config.dataDir), { force: true });
			await opened.close();
		})();
		return closing;
	};
	return { url, port, deps, close };
}

if (import.meta.url === `file://${process.argv[1]}`) {
	try {
		const running = await startServer(loadConfig());
		for (const signal of ['SIGINT', 'SIGTERM'] as const) {
			process.once(signal, () => running.close().then(() => process.exit(0)));
		}
	} catch (err) {
		console.error(err instanceof Error ? err.message : err);
		process.exit(1);
	}
}
