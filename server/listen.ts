// The HTTP listener and its limits: a client must send its headers within HTTP_HEADERS_TIMEOUT_MS and
// its whole request within HTTP_REQUEST_TIMEOUT_MS, an idle keep-alive connection closes after
// HTTP_KEEP_ALIVE_TIMEOUT_MS and any silent socket after HTTP_IDLE_TIMEOUT_MS, and one address may hold
// at most HTTP_MAX_CONNECTIONS_PER_ADDRESS connections. Event streams send a ping every 15 s, so only
// a stream nobody reads goes silent.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { OpsConfig } from './config-ops.ts';
import type { Logger } from './deps.ts';

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** Counts open sockets per address and destroys those past `max` at once. */
function capPerAddress(server: Server, max: number, logger: Logger) {
	if (!max) return;
	const open = new Map<string, number>();
	let warned = 0;
	server.on('connection', (socket: Socket) => {
		const address = socket.remoteAddress ?? 'unknown';
		const count = (open.get(address) ?? 0) + 1;
		if (count > max) {
			socket.destroy();
			// one line a minute at most: a flood must not become a flood of logs
			if (Date.now() - warned > 60_000) {
				warned = Date.now();
				logger.warn('security', { event: 'connection_cap', ip: address, max });
			}
			return;
		}
		open.set(address, count);
		socket.once('close', () => {
			const left = (open.get(address) ?? 1) - 1;
			if (left) open.set(address, left);
			else open.delete(address);
		});
	});
}

export async function listen(
	fetch: Fetch,
	where: { port: number; host: string },
	http: OpsConfig['http'],
	logger: Logger,
): Promise<Server> {
	const server = serve({
		fetch,
		port: where.port,
		hostname: where.host,
		serverOptions: {
			headersTimeout: http.headersTimeoutMs,
			requestTimeout: http.requestTimeoutMs,
			keepAliveTimeout: http.keepAliveTimeoutMs,
			// how often Node checks the two timeouts above (its default, 30 s, would let them run long):
			connectionsCheckingInterval: Math.max(250, Math.min(1000, http.headersTimeoutMs / 2)),
		},
	}) as Server;
	server.setTimeout(http.idleTimeoutMs);
	capPerAddress(server, http.maxConnectionsPerAddress, logger);
	await new Promise<void>((resolve, reject) => {
		server.once('listening', resolve);
		server.once('error', reject);
	});
	return server;
}

export function portOf(server: Server, fallback: number): number {
	const address = server.address();
	return typeof address === 'object' && address ? address.port : fallback;
}
