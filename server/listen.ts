// The HTTP listener and its limits: a client must send its headers within HTTP_HEADERS_TIMEOUT_MS and
// its whole request within HTTP_REQUEST_TIMEOUT_MS, an idle keep-alive connection closes after
// HTTP_KEEP_ALIVE_TIMEOUT_MS and any silent socket after HTTP_IDLE_TIMEOUT_MS, and one address may hold
// at most HTTP_MAX_CONNECTIONS_PER_ADDRESS connections (http/address-cap.ts says which one gives way).
// Event streams send a ping every 15 s, so only a stream nobody reads goes silent.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { OpsConfig } from './config-ops.ts';
import type { Logger } from './deps.ts';
import { capPerAddress } from './http/address-cap.ts';

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

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
	capPerAddress(server, { max: http.maxConnectionsPerAddress, requestTimeoutMs: http.requestTimeoutMs }, logger);
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
