// Prometheus metrics (prom-client) on a registry of the app's own: requests by route and status with
// their latency, bets placed and refused, bet batch sizes, the hashing queue, database pool use, live
// streams, security events, and the process's own figures (memory, CPU, event-loop lag).
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from './db/db.ts';
import { type DaySources, registerDayGauges } from './metrics-day.ts';

export interface MetricSources {
	hashQueue?: () => number;
	poolUse?: () => PoolUse;
	/** the database the race day's gauges read (metrics-day.ts) */
	day?: DaySources;
}

// the routes that take a bet; a replayed reply is the same bet again and is not counted twice:
const BET_ROUTES: Record<string, string> = { '/api/order/place-order': 'race', '/api/sports/order': 'sport' };

export function createMetrics(sources: MetricSources = {}) {
	const registry = new Registry();
	collectDefaultMetrics({ register: registry });
	const registers = [registry];
	const requests = new Counter({
		name: 'http_requests_total',
		help: 'HTTP requests answered, by method, route pattern and status',
		labelNames: ['method', 'route', 'status'],
		registers,
	});
	const latency = new Histogram({
		name: 'http_request_duration_seconds',
		help: 'Time from a request arriving to its reply, by method, route pattern and status',
		labelNames: ['method', 'route', 'status'],
		buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
		registers,
	});
	const bets = new Counter({
		name: 'bets_total',
		help: 'Bets answered: placed, or refused (any 4xx/5xx), by kind (race, sport)',
		labelNames: ['kind', 'outcome'],
		registers,
	});
	const batches = new Histogram({
		name: 'bet_batch_size',
		help: 'Race bets written together in one transaction (group commit)',
		buckets: [1, 2, 5, 10, 20, 50, 100, 200],
		registers,
	});
	const security = new Counter({
		name: 'security_events_total',
		help: 'Security events logged: sign-in failures, limiter hits, refresh-token reuse, wrong operator token',
		labelNames: ['event'],
		registers,
	});
	const sse = new Gauge({ name: 'sse_clients', help: 'Live-comment event streams open now', registers });
	new Gauge({
		name: 'hash_pool_queue',
		help: 'Password hashes waiting for a hashing thread',
		registers,
		collect() {
			this.set(sources.hashQueue?.() ?? 0);
		},
	});
	new Gauge({
		name: 'db_pool_connections',
		help: 'PostgreSQL pool: connections by state (total, idle) and requests waiting for one',
		labelNames: ['state'],
		registers,
		collect() {
			const use = sources.poolUse?.();
			if (!use) return;
			this.set({ state: 'total' }, use.total);
			this.set({ state: 'idle' }, use.idle);
			this.set({ state: 'waiting' }, use.waiting);
		},
	});
	if (sources.day) registerDayGauges(registry, sources.day);
	return {
		registry,
		request(method: string, route: string, status: number, seconds: number, replayed: boolean) {
			const labels = { method, route, status: String(status) };
			requests.inc(labels);
			latency.observe(labels, seconds);
			const kind = method === 'POST' ? BET_ROUTES[route] : undefined;
			if (kind && !replayed) bets.inc({ kind, outcome: status === 200 ? 'placed' : 'refused' });
		},
		batch: (size: number) => batches.observe(size),
		security: (event: string) => security.inc({ event }),
		sseOpened: () => sse.inc(),
		sseClosed: () => sse.dec(),
	};
}

export type Metrics = ReturnType<typeof createMetrics>;
