// A stop that drains: readiness turns 503 and the listener closes at once; requests in hand (and the
// bet batches they wait on) finish; new requests on open connections get 503 + Retry-After; event
// streams are told to reconnect; then the background jobs stop and the database closes. Past
// SHUTDOWN_TIMEOUT_SECONDS the last connections are cut and the stop reports itself unclean.
import type { Server } from 'node:http';
import type { Logger } from './deps.ts';
import type { Drain } from './http/drain.ts';

export interface Stoppable {
	servers: Server[];
	drain: Drain;
	/** stops the background jobs, each after its run in flight, then closes the database. */
	finish(): Promise<void>;
	timeoutMs: number;
	logger: Logger;
}

const closed = (server: Server) =>
	new Promise<void>((resolve) => {
		if (!server.listening) return resolve();
		server.close(() => resolve());
		server.closeIdleConnections();
	});

/** Resolves true when every connection ended by itself within the time allowed. */
export async function drainAndStop(s: Stoppable): Promise<boolean> {
	const started = Date.now();
	s.drain.begin();
	s.logger.info('draining', { timeout_ms: s.timeoutMs });
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<false>((resolve) => {
		timer = setTimeout(() => resolve(false), s.timeoutMs);
	});
	const clean = await Promise.race([Promise.all(s.servers.map(closed)).then(() => true as const), late]);
	clearTimeout(timer);
	if (!clean) {
		s.logger.warn('drain timed out: cutting the remaining connections', { timeout_ms: s.timeoutMs });
		for (const server of s.servers) server.closeAllConnections();
	}
	await s.finish();
	s.logger.info('stopped', { clean, ms: Date.now() - started });
	return clean;
}
