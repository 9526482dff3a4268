// A lean JSON client for load generators: node:http over keep-alive sockets, no streams or
// WHATWG objects per request, so the generator leaves the CPU to the server it measures.
import { Agent, request } from 'node:http';

export interface JsonReply {
	status: number;
	// biome-ignore lint/suspicious/noExplicitAny: callers read the fields they asked for
	body: any;
}

export interface JsonClient {
	call(method: string, path: string, opts?: { token?: string; key?: string; body?: unknown }): Promise<JsonReply>;
	close(): void;
}

/** `status` is -1 when the request failed below HTTP (refused, reset, timed out). */
export function jsonClient(origin: string, maxSockets = 256, timeoutMs = 30_000): JsonClient {
	const url = new URL(origin);
	const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
	return {
		call(method, path, opts = {}) {
			const headers: Record<string, string> = {};
			const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
			if (payload !== undefined) {
				headers['content-type'] = 'application/json';
				headers['content-length'] = String(Buffer.byteLength(payload));
			}
			if (opts.token) headers.authorization = `Bearer ${opts.token}`;
			if (opts.key) headers['idempotency-key'] = opts.key;
			return new Promise((resolve) => {
				const req = request(
					{ hostname: url.hostname, port: url.port, path, method, headers, agent, timeout: timeoutMs },
					(res) => {
						const chunks: Buffer[] = [];
						res.on('data', (c: Buffer) => chunks.push(c));
						res.on('end', () => {
							const text = Buffer.concat(chunks).toString();
							let body: unknown = null;
							try {
								body = text ? JSON.parse(text) : null;
							} catch {
								body = text;
							}
							resolve({ status: res.statusCode ?? -1, body });
						});
						res.on('error', () => resolve({ status: -1, body: null }));
					},
				);
				req.on('timeout', () => req.destroy(new Error('timeout')));
				req.on('error', () => resolve({ status: -1, body: null }));
				req.end(payload);
			});
		},
		close: () => agent.destroy(),
	};
}
