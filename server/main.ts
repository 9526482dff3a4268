// Starts the API server (and the built app when dist/ exists) from the environment: `npm run server`.
// `npm start` (scripts/start.ts) is the demo, `npm run serve` (server/serve.ts) production.

import { rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { serverFile } from './data-files.ts';
import { changedMigrations } from './db/migrate.ts';
import { jobFailed, watchOutages } from './db/outage.ts';
import { type Deps, jsonLogger, systemClock } from './deps.ts';
import { hashPool } from './domain/hash-pool.ts';
import { loadSecrets } from './domain/secrets.ts';
import { previousCardKey, settleCardKey } from './domain/wallet/card-key.ts';
import { createDrain } from './drain.ts';
import { describeTrust } from './http/trusted-proxies.ts';
import { startJobs } from './jobs.ts';
import { listen, portOf } from './listen.ts';
import { createMetrics } from './metrics.ts';
import { openDatabase } from './open.ts';
import { checkProviders, providersFrom } from './providers/from-config.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { drainAndStop } from './shutdown.ts';
import { resultDemoDay, resultsLater } from './sim/demo.ts';
import { seedDemo } from './sim/seed-demo.ts';

export async function startServer(config: Config, logger = jsonLogger) {
	// before the data dir is touched: a start that cannot serve players stops here
	checkProviders(config);
	const opened = await openDatabase(config);
	const db = watchOutages(opened.db, logger);
	try {
		if (opened.migrated.length) logger.info('migrations applied', { migrations: opened.migrated });
		const changed = await changedMigrations(db);
		if (changed.length) logger.warn('applied migrations differ from their files', { migrations: changed });
		const secrets = await loadSecrets(db, config, true);
		const resealed = await settleCardKey(db, secrets.cardKey, previousCardKey(config));
		if (resealed) logger.info('card numbers sealed with the current card key', { cards: resealed });
		const metrics = createMetrics({
			hashQueue: () => hashPool(config.hashing).queued,
			poolUse: opened.poolUse,
			day: { db, clock: systemClock },
		});
		const drain = createDrain();
		const providers = providersFrom(config, db, systemClock, logger);
		const deps: Deps = { db, clock: systemClock, config, logger, secrets, metrics, drain, ...providers };
		const seeded = config.demo && (await seedDemo(deps));
		if (seeded) logger.info('demo data seeded', { user_name: 'demo' });
		// started before the jobs, so the race clock's first step waits its turn rather than running the day twice:
		const dayResulted =
			seeded && resultsLater(deps)
				? resultDemoDay(deps, drain.signal).then(
						(report) => logger.info(report?.stopped ? 'demo day stopped' : 'demo day resulted', { ...report }),
						(err) => jobFailed(logger, 'demo day failed', err),
					)
				: Promise.resolve();
		const app = createApp(deps);
		const stopJobs = startJobs(deps, async (request) => app.fetch(request));
		const servers: Server[] = [await listen(app.fetch, config, config.ops.http, logger)];
		const port = portOf(servers[0]!, config.port);
		const url = `http://${config.host}:${port}`;
		const { metrics: m } = config.ops;
		if (m.port !== undefined) {
			const metricsApp = new Hono().route('/', metricsRoutes(metrics, m.token, logger));
			servers.push(await listen(metricsApp.fetch, { port: m.port, host: config.host }, config.ops.http, logger));
		}
		// tells the operator CLI where to send commands while this process holds the data dir:
		writeFileSync(serverFile(config.dataDir), JSON.stringify({ url, pid: process.pid }), { mode: 0o600 });
		const metricsPort = servers[1] ? portOf(servers[1], 0) : undefined;
		const proxies = describeTrust(config.trustProxy);
		logger.info('listening', { url, database: db.kind, metrics_port: metricsPort, trust_proxy: proxies.trusted });
		if (proxies.warning) logger.warn('TRUST_PROXY', { warning: proxies.warning });
		let closing: Promise<boolean> | undefined;
		const close = () => {
			closing ??= drainAndStop({
				servers,
				drain,
				timeoutMs: config.ops.shutdownTimeoutMs,
				logger,
				async finish() {
					await dayResulted;
					await stopJobs();
					rmSync(serverFile(config.dataDir), { force: true });
					await opened.close();
				},
			});
			return closing;
		};
		return { url, port, metricsPort, deps, close };
	} catch (err) {
		await opened.close().catch(() => {});
		throw err;
	}
}

/** Runs a server until SIGTERM or SIGINT, then drains it and exits: 0 after a clean drain, 1 otherwise. */
export async function runUntilSignalled(config: Config, logger = jsonLogger) {
	const running = await startServer(config, logger);
	for (const signal of ['SIGINT', 'SIGTERM'] as const) {
		process.once(signal, () => {
			logger.info('signal', { signal });
			running.close().then((clean) => process.exit(clean ? 0 : 1));
		});
	}
	return running;
}

/** A start-up failure in one line naming what to fix (a ConfigError names its variable), then exit 1. */
export function failStart(err: unknown): never {
	const message = err instanceof Error ? err.message : String(err);
	console.error(message.startsWith('Horse Club cannot start') ? message : `Horse Club cannot start: ${message}`);
	process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
	try {
		await runUntilSignalled(loadConfig());
	} catch (err) {
		failStart(err);
	}
}
