// A lean JSON client for load generators: node:http over keep-alive sockets, no streams or
// WHATWG objects per request, so the generator leaves the CPU to the server it measures.
import { Agent, request } from 'node:http';

interface JsonReply {
	status: number;
	/** why there was no reply (status -1), e.g. ECONNRESET */
	error?: string;
	// biome-ignore lint/suspicious/noExplicitAny: callers read the fields they asked for
	body: any;
}

export interface JsonClient {
	call(method: string, path: string, opts?: { token?: string; key?: string; body?: unknown }): Promise<JsonReply>;
	close(): void;
}

/**
 * `status` is -1 when the request failed below HTTP (refused, reset, timed out). A request reset before
 * any reply (most often sent on a kept-alive socket the server had just closed, as Node's docs warn) is
 * sent again once: every call here is a read, a sign-in or a bet with its Idempotency-Key, so a second
 * send cannot act twice.
 */
export function jsonClient(origin: string, maxSockets = 256, timeoutMs = 30_000): JsonClient {
	const url = new URL(origin);
	const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
	const call: JsonClient['call'] = (method, path, opts = {}) => send(method, path, opts, true);
	function send(method: string, path: string, opts: Parameters<JsonClient['call']>[2] = {}, again: boolean) {
		const headers: Record<string, string> = {};
		const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
		if (payload !== undefined) {
			headers['content-type'] = 'application/json';
			headers['content-length'] = String(Buffer.byteLength(payload));
		}
		if (opts.token) headers.authorization = `Bearer ${opts.token}`;
		if (opts.key) headers['idempotency-key'] = opts.key;
		return new Promise<JsonReply>((resolve) => {
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
			req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
			req.on('error', (err: NodeJS.ErrnoException) => {
				if (again && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) resolve(send(method, path, opts, false));
				else resolve({ status: -1, body: null, error: err.code ?? err.message });
			});
			req.end(payload);
		});
	}
	return { call, close: () => agent.destroy() };
}
