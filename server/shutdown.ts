// A stop that drains: readiness turns 503; requests in hand (and the bet batches they wait on) finish;
// new requests get 503 + Retry-After and their connection closed; event streams are told to
// reconnect; once no request has been in hand for QUIET_MS the listener closes (later connections are
// refused, never reset); then the background jobs stop and the database closes. Past
// SHUTDOWN_TIMEOUT_SECONDS the last connections are cut and the stop reports itself unclean.
import type { Server } from 'node:http';
import type { Logger } from './deps.ts';
import type { Drain } from './drain.ts';

export interface Stoppable {
	servers: Server[];
	drain: Drain;
	/** stops the background jobs, each after its run in flight, then closes the database. */
	finish(): Promise<void>;
	timeoutMs: number;
	logger: Logger;
}

// long enough for a client that was just refused to have read its reply and let go of the connection:
const QUIET_MS = 250;

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
	const stopped = s.drain.quiet(QUIET_MS).then(() => Promise.all(s.servers.map(closed)));
	const clean = await Promise.race([stopped.then(() => true as const), late]);
	clearTimeout(timer);
	if (!clean) {
		s.logger.warn('drain timed out: cutting the remaining connections', { timeout_ms: s.timeoutMs });
		for (const server of s.servers) server.closeAllConnections();
	}
	await s.finish();
	s.logger.info('stopped', { clean, ms: Date.now() - started });
	return clean;
}
