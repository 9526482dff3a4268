// A tiny origin for the benchmarks: one build's static files under a base path (brotli, as the app's server sends them),
// everything else passed to the API server.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
};

/** Each file compressed once, at the quality the app's server uses for its static files. */
function brotliOf(cache: Map<string, Buffer>, file: string): Buffer {
	let out = cache.get(file);
	if (!out) {
		out = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
		cache.set(file, out);
	}
	return out;
}

export async function startProxy(upstream: string, base: string, root: string) {
	const target = new URL(upstream);
	const compressed = new Map<string, Buffer>();
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
			const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
			res.writeHead(200, {
				'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
				'Cache-Control': cache,
				Vary: 'Accept-Encoding',
				...(br ? { 'Content-Encoding': 'br' } : {}),
			});
			res.end(br ? brotliOf(compressed, file) : readFileSync(file));
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
