// A tiny origin for bench:compare: one build's static files under a base path, everything else passed to the API server.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
};

export async function startProxy(upstream: string, base: string, root: string) {
	const target = new URL(upstream);
	const server = createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
		if (path.startsWith(base)) {
			const rel = normalize(path.slice(base.length) || 'index.html');
			const file = join(root, rel);
			if (rel.startsWith('..') || !existsSync(file) || !statSync(file).isFile()) {
				res.writeHead(404).end();
				return;
			}
			// the same cache headers the real server gives the Preact build:
			const cache = rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
			res.writeHead(200, {
				'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
				'Cache-Control': cache,
			});
			res.end(readFileSync(file));
			return;
		}
		const headers = { ...req.headers, host: target.host };
		const out = request(
			{ hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
			(up) => {
				res.writeHead(up.statusCode ?? 502, up.headers);
				up.pipe(res);
			},
		);
		out.on('error', () => res.writeHead(502).end());
		req.pipe(out);
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	return {
		origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		close: () => new Promise<void>((done) => server.close(() => done())),
	};
}
