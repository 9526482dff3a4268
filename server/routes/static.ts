// The built app under /app/: hashed assets cached for a year, the shell and worker never cached;
// text files go out brotli or gzip, compressed once per build and kept in memory.
import { existsSync, type Stats, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../http/app-env.ts';
import { addVary, COMPRESSIBLE, fileCompressor, pickEncoding } from '../http/compress.ts';
import { firstDocumentRoutes } from './first-document.ts';
import { officeRoutes } from './office.ts';

// the same refusals as serveStatic: dot segments, doubled or back slashes
const UNSAFE = /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/;

function statFile(path: string): Stats | undefined {
	try {
		return statSync(path);
	} catch {
		return undefined;
	}
}

/** The dist file a request names, when it is one worth compressing; anything odd is left to serveStatic. */
function compressibleFile(distDir: string, requestPath: string) {
	if (requestPath.includes('%')) return null;
	const rel = requestPath.replace(/^\/app/, '');
	if (UNSAFE.test(rel)) return null;
	let path = join(distDir, rel);
	let stats = statFile(path);
	if (stats?.isDirectory()) {
		path = join(path, 'index.html');
		stats = statFile(path);
	}
	const type = getMimeType(path);
	if (!stats?.isFile() || !type || !COMPRESSIBLE.test(type)) return null;
	return { path, stats, type };
}

export function staticRoutes(distDir: string) {
	const app = new Hono<AppEnv>();
	app.get('/', (c) => c.redirect('/app/', 302));
	app.get('/app', (c) => c.redirect('/app/', 301));
	app.route('/', officeRoutes(join(distDir, 'office')));
	// the office's build sits inside dist but is never part of the player's app:
	app.all('/app/office/*', (c) => c.notFound());
	if (!existsSync(join(distDir, 'index.html'))) return app;
	const compressed = fileCompressor((path) => readFile(path));
	app.route('/', firstDocumentRoutes(distDir));
	app.use('/app/*', async (c, next) => {
		await next();
		if (c.res.status !== 200) return;
		const immutable = c.req.path.startsWith('/app/assets/');
		c.res.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
	});
	app.on(['GET', 'HEAD'], '/app/*', async (c, next) => {
		const file = compressibleFile(distDir, c.req.path);
		if (!file) return next();
		// a byte range of a compressed body is not worth the trouble: ranges get the file as it is
		const encoding = c.req.header('range') ? null : pickEncoding(c.req.header('accept-encoding'));
		if (!encoding) {
			await next();
			addVary(c.res.headers);
			return;
		}
		const body = await compressed(file.path, file.stats, encoding);
		c.header('Content-Type', file.type);
		c.header('Content-Encoding', encoding);
		c.header('Content-Length', String(body.byteLength));
		c.header('Last-Modified', file.stats.mtime.toUTCString());
		c.header('Vary', 'Accept-Encoding');
		return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
	});
	app.use('/app/*', serveStatic({ root: distDir, rewriteRequestPath: (p) => p.replace(/^\/app/, '') }));
	return app;
}
